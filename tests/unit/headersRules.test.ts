import {describe, expect, it} from 'vitest';
import {headersForPath, parseHeadersFile} from '../../scripts/lib/headers-rules.mjs';

const FILE = `# comment
/*
  X-Frame-Options: DENY
  Cache-Control: no-cache

/static/*
  X-Robots-Tag: nosnippet
  Cache-Control: max-age=60

/assets/*
  ! Cache-Control
  Cache-Control: immutable

/movies/:title
  X-Movie: ":title"

/files/*
  X-Source: /origin/:splat
`;

describe('headers rules', () => {
  const rules = parseHeadersFile(FILE);

  it('applies every matching rule and joins a repeated header with a comma', () => {
    const headers = headersForPath(rules, '/static/logo.svg');
    expect(Object.fromEntries(headers)).toEqual({
      'x-frame-options': 'DENY',
      'cache-control': 'no-cache, max-age=60',
      'x-robots-tag': 'nosnippet',
    });
  });

  it('detaches a header set by an earlier rule before setting its own', () => {
    expect(headersForPath(rules, '/assets/js/main.1234abcd.js').get('cache-control')).toBe('immutable');
  });

  it('matches placeholders within one segment and splats across segments', () => {
    expect(headersForPath(rules, '/movies/alien').get('x-movie')).toBe('"alien"');
    expect(headersForPath(rules, '/movies/alien/cast').has('x-movie')).toBe(false);
    expect(headersForPath(rules, '/files/a/b.txt').get('x-source')).toBe('/origin/a/b.txt');
  });

  it('matches the whole path, with dots taken literally', () => {
    const exact = parseHeadersFile('/a.html\n  X: 1\n');
    expect(headersForPath(exact, '/a.html').get('x')).toBe('1');
    expect(headersForPath(exact, '/aXhtml').has('x')).toBe(false);
    expect(headersForPath(exact, '/a.html/b').has('x')).toBe(false);
  });

  it('keeps colons inside values', () => {
    const parsed = parseHeadersFile("/*\n  Content-Security-Policy: img-src 'self' data: https://x.test:8443\n");
    expect(headersForPath(parsed, '/').get('content-security-policy')).toBe("img-src 'self' data: https://x.test:8443");
  });

  it('rejects what the host rejects', () => {
    expect(() => parseHeadersFile('  X: 1\n')).toThrow(/before any URL pattern/);
    expect(() => parseHeadersFile('/*\n  no colon\n')).toThrow(/Name: value/);
    expect(() => parseHeadersFile('/*/*\n  X: 1\n')).toThrow(/more than one \*/);
    expect(() => parseHeadersFile(`/*\n  X: ${'y'.repeat(2000)}\n`)).toThrow(/2000/);
    expect(() => parseHeadersFile(Array.from({length: 101}, (_, i) => `/p${i}\n  X: 1`).join('\n'))).toThrow(/100/);
  });
});
