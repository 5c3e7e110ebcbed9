import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import {cacheSite} from '../../../../tests/support/cacheSite';
import type {PageInput} from '../extractRecords';
import {EXTRACTOR_FILES, RECORD_CACHE_FILE, openRecordCache} from '../recordCache';
import {localImports} from '../../../../tests/support/localImports';
import type {SearchRecord} from '../types';

const site = () => cacheSite(EXTRACTOR_FILES);

const page = (source: string): PageInput => ({
  source,
  title: 'Receipts',
  url: 'https://example.com/receipts',
  section: 'zkVM',
  docusaurusTag: 'docs-api-1.2',
});
const extractor = () => vi.fn((input: PageInput) => [{objectID: input.source} as unknown as SearchRecord]);

describe('the search record cache', () => {
  it('extracts a page again only when it changed', async () => {
    const dir = site();
    const first = extractor();
    const cold = await openRecordCache(dir, first);
    expect(cold.recordsOf(page('# A'))).toEqual([{objectID: '# A'}]);
    await cold.save();

    const second = extractor();
    const warm = await openRecordCache(dir, second);
    expect(warm.recordsOf(page('# A'))).toEqual([{objectID: '# A'}]);
    expect(warm.recordsOf(page('# B'))).toEqual([{objectID: '# B'}]);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('starts empty when the extractor or its dependencies change', async () => {
    const dir = site();
    const cold = await openRecordCache(dir, extractor());
    cold.recordsOf(page('# A'));
    await cold.save();
    writeFileSync(path.join(dir, 'src/plugins/search-index/extractRecords.ts'), '// changed');

    const again = extractor();
    (await openRecordCache(dir, again)).recordsOf(page('# A'));
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('keeps only the pages of the last build', async () => {
    const dir = site();
    const first = await openRecordCache(dir, extractor());
    first.recordsOf(page('# old'));
    await first.save();
    const second = await openRecordCache(dir, extractor());
    second.recordsOf(page('# new'));
    await second.save();
    const saved = JSON.parse(readFileSync(path.join(dir, RECORD_CACHE_FILE), 'utf8')) as {entries: object};
    expect(Object.values(saved.entries)).toEqual([[{objectID: '# new'}]]);
  });

  it('fingerprints every module the extractor imports', () => {
    const imported = localImports('src/plugins/search-index/extractRecords.ts');
    expect(imported).toContain('src/plugins/search-index/client/recordFiles.ts');
    expect(imported.filter((file) => !EXTRACTOR_FILES.includes(file))).toEqual([]);
  });

  it('fails loudly when a file it fingerprints is gone', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'record-cache-'));
    await expect(openRecordCache(dir, extractor())).rejects.toThrow(/EXTRACTOR_FILES/);
  });
});
