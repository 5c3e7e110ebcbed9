import {describe, expect, it} from 'vitest';
import {contentSecurityPolicy, hostedSearchOrigins, serializePolicy} from '../policy';

const OFFLINE = {hostedSearch: null, gtag: false};

describe('contentSecurityPolicy', () => {
  it('allows only the own origin and the given script hashes by default', () => {
    const policy = contentSecurityPolicy(['sha256-b', 'sha256-a', 'sha256-b'], OFFLINE);
    expect(serializePolicy(policy, 'header')).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data:; font-src 'self' data:; connect-src 'self'; object-src 'none'; " +
        "base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it('never allows inline or evaluated scripts by keyword', () => {
    const scriptSources = contentSecurityPolicy([], {hostedSearch: {appId: 'APP', host: null}, gtag: true}).get(
      'script-src',
    );
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(scriptSources).not.toContain("'unsafe-eval'");
  });

  it('adds the hosted search hosts to connect-src only', () => {
    const policy = contentSecurityPolicy([], {hostedSearch: {appId: 'BH4D9OD16A', host: null}, gtag: false});
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://bh4d9od16a-dsn.algolia.net',
      'https://bh4d9od16a-1.algolianet.com',
      'https://bh4d9od16a-2.algolianet.com',
      'https://bh4d9od16a-3.algolianet.com',
    ]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
  });

  it('allows only the proxy when search goes through one', () => {
    expect(hostedSearchOrigins({appId: 'APP', host: '127.0.0.1:3299'})).toEqual(['http://127.0.0.1:3299']);
    expect(hostedSearchOrigins({appId: 'APP', host: 'https://search.example.com'})).toEqual([
      'https://search.example.com',
    ]);
  });

  it('adds the Google tag hosts when analytics is on', () => {
    const policy = contentSecurityPolicy([], {hostedSearch: null, gtag: true});
    expect(policy.get('script-src')).toContain('https://*.googletagmanager.com');
    expect(policy.get('img-src')).toContain('https://*.google-analytics.com');
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining(['https://*.google-analytics.com', 'https://*.analytics.google.com']),
    );
  });
});

describe('serializePolicy', () => {
  it('leaves frame-ancestors out of the <meta> form, which browsers ignore there', () => {
    const policy = contentSecurityPolicy([], OFFLINE);
    expect(serializePolicy(policy, 'meta')).not.toContain('frame-ancestors');
    expect(serializePolicy(policy, 'header')).toMatch(/; frame-ancestors 'none'$/);
  });
});
