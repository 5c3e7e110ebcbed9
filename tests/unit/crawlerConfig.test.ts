import {readFileSync} from 'node:fs';
import path from 'node:path';
import {runInNewContext} from 'node:vm';
import {describe, expect, it} from 'vitest';
import {siteDir} from '../support/siteDir';

type CrawlerConfig = {
  appId: string;
  apiKey: string;
  sitemaps: string[];
  actions: {
    indexName: string;
    recordExtractor: (context: {$: unknown; helpers: {docsearch: (options: unknown) => unknown}}) => unknown;
  }[];
  initialIndexSettings: Record<string, {attributesForFaceting: string[]; minWordSizefor1Typo: number}>;
};

function loadCrawlerConfig(): CrawlerConfig {
  const source = readFileSync(path.join(siteDir, 'search/docsearch-crawler.config.js'), 'utf8');
  let captured: CrawlerConfig | undefined;
  class Crawler {
    constructor(config: CrawlerConfig) {
      captured = config;
    }
  }
  runInNewContext(source, {Crawler});
  if (!captured) throw new Error('the crawler config did not call new Crawler({...})');
  return captured;
}

/** A stand-in for the crawler's cheerio `$`: nothing on the page is active. */
const emptyPage = () => ({first: () => ({text: () => ''})});

describe('hosted index crawler config', () => {
  const config = loadCrawlerConfig();

  it('fills the index named risczero from the site map', () => {
    expect(config.actions.map((action) => action.indexName)).toEqual(['risczero']);
    expect(config.sitemaps).toEqual(['https://dev.risczero.com/sitemap.xml']);
  });

  it('holds no credentials', () => {
    expect(config.appId).toMatch(/^REPLACE_WITH_/);
    expect(config.apiKey).toMatch(/^REPLACE_WITH_/);
  });

  it('extracts the DocSearch record shape the UI reads', () => {
    const [action] = config.actions;
    const options = action?.recordExtractor({$: emptyPage, helpers: {docsearch: (value) => value}}) as {
      recordProps: Record<string, unknown>;
    };
    expect(Object.keys(options.recordProps).sort()).toEqual(
      ['content', 'lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].sort(),
    );
    expect(options.recordProps.lvl0).toEqual({selectors: '', defaultValue: 'Documentation'});
  });

  it('facets on language and docs version for contextual search', () => {
    const settings = config.initialIndexSettings.risczero;
    expect(settings?.attributesForFaceting).toEqual(expect.arrayContaining(['language', 'docusaurus_tag', 'type']));
    expect(settings?.minWordSizefor1Typo).toBe(4);
  });
});
