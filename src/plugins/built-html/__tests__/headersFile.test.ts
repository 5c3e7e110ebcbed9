import {describe, expect, it} from 'vitest';
import {headersFile, IMMUTABLE_CACHE, REVALIDATE_CACHE} from '../headersFile';
import {headersForPath, parseHeadersFile} from '../../../../scripts/lib/headers-rules.mjs';

describe('headersFile', () => {
  const rules = parseHeadersFile(headersFile("default-src 'self'", '/'));

  it('gives pages and unhashed files the security headers and a revalidating cache', () => {
    for (const path of [
      '/',
      '/api/zkvm/receipts',
      '/llms.txt',
      '/api/zkvm/receipts.md',
      '/sitemap.xml',
      '/img/logo.svg',
    ]) {
      const headers = headersForPath(rules, path);
      expect(headers.get('cache-control'), path).toBe(REVALIDATE_CACHE);
      expect(headers.get('content-security-policy'), path).toBe("default-src 'self'");
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('gives hashed assets a one-year immutable cache, not both values joined', () => {
    const headers = headersForPath(rules, '/assets/js/main.925d95a7.js');
    expect(headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
    expect(headers.get('content-security-policy')).toBe("default-src 'self'");
  });

  it('prefixes the assets rule with the base URL', () => {
    expect(headersFile('x', '/docs/')).toContain('\n/docs/assets/*\n');
  });

  it('refuses a line longer than the host accepts', () => {
    expect(() => headersFile(`script-src ${"'sha256-x' ".repeat(200)}`, '/')).toThrow(/2000/);
  });
});
