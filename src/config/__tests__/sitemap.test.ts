import {describe, expect, it} from 'vitest';
import {prioritiseSitemap} from '../sitemap';

const item = (path: string) => ({
  url: `https://docs.example.com${path}`,
  changefreq: 'weekly' as const,
  priority: 0.5,
  lastmod: null,
});

describe('sitemap', () => {
  it('keeps the latest and root docs high, older releases low, and drops unreleased and search pages', () => {
    const result = prioritiseSitemap(
      [
        '/api/zkvm/install',
        '/faq',
        '/api/1.1/zkvm/install',
        '/api/0.18/',
        '/api/next/zkvm/install',
        '/api/next/',
        '/search',
        '/tests/crash',
      ].map(item),
    );
    expect(result.map((entry) => [new URL(entry.url).pathname, entry.priority])).toEqual([
      ['/api/zkvm/install', 0.8],
      ['/faq', 0.8],
      ['/api/1.1/zkvm/install', 0.3],
      ['/api/0.18/', 0.3],
    ]);
  });
});
