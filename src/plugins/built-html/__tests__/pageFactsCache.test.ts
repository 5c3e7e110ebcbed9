import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {cacheSite} from '../../../../tests/support/cacheSite';
import {localImports} from '../../../../tests/support/localImports';
import {readHtmlPage, type HtmlPageFacts} from '../htmlPage';
import {PAGE_FACTS_CACHE_FILE, PAGE_READER_FILES, openPageFactsCache} from '../pageFactsCache';

const page = (script: string) =>
  `<!doctype html><html><head><meta charset=utf-8></head><body><script>${script}</script></body></html>`;

type Stored = {fingerprint: string; entries: Record<string, HtmlPageFacts>};

/** Replaces every stored entry with marked facts, to see whether a later build reads them. */
function markStoredFacts(dir: string): HtmlPageFacts {
  const file = path.join(dir, PAGE_FACTS_CACHE_FILE);
  const stored = JSON.parse(readFileSync(file, 'utf8')) as Stored;
  const marked: HtmlPageFacts = {scriptHashes: ['sha256-marked'], problems: [], metaSlot: {start: 0, end: 0}};
  for (const key of Object.keys(stored.entries)) stored.entries[key] = marked;
  writeFileSync(file, JSON.stringify(stored));
  return marked;
}

describe('the page facts cache', () => {
  it('reads a page the parser has not seen, and takes an unchanged page from the last build', async () => {
    const dir = cacheSite(PAGE_READER_FILES);
    const cold = await openPageFactsCache(dir);
    expect(cold.factsOf(page('a()'), 'a.html')).toEqual(readHtmlPage(page('a()'), 'a.html'));
    await cold.save();
    const marked = markStoredFacts(dir);

    const warm = await openPageFactsCache(dir);
    expect(warm.factsOf(page('a()'), 'a.html')).toEqual(marked);
    expect(warm.factsOf(page('b()'), 'a.html')).toEqual(readHtmlPage(page('b()'), 'a.html'));
  });

  it('keys a page by its file too: problems name the file', async () => {
    const cache = await openPageFactsCache(cacheSite(PAGE_READER_FILES));
    const html = '<html><head></head><body><a href="javascript:x()">x</a></body></html>';
    expect(cache.factsOf(html, 'one.html').problems[0]).toMatch(/^one\.html/);
    expect(cache.factsOf(html, 'two.html').problems[0]).toMatch(/^two\.html/);
  });

  it('starts empty when the reader changes', async () => {
    const dir = cacheSite(PAGE_READER_FILES);
    const cold = await openPageFactsCache(dir);
    cold.factsOf(page('a()'), 'a.html');
    await cold.save();
    markStoredFacts(dir);
    writeFileSync(path.join(dir, 'src/plugins/built-html/htmlPage.ts'), '// changed');
    const warm = await openPageFactsCache(dir);
    expect(warm.factsOf(page('a()'), 'a.html')).toEqual(readHtmlPage(page('a()'), 'a.html'));
  });

  it('fingerprints every module the reader imports', () => {
    const imported = localImports('src/plugins/built-html/htmlPage.ts');
    expect(imported.filter((file) => !PAGE_READER_FILES.includes(file))).toEqual([]);
  });
});
