import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import {cacheSite} from '../../../../tests/support/cacheSite';
import {TWIN_FILES, openTwinCache} from '../twinCache';
import {localImports} from '../../../../tests/support/localImports';

const site = () => cacheSite(TWIN_FILES);

describe('the Markdown twin cache', () => {
  it('makes a twin again only when its inputs changed', async () => {
    const dir = site();
    const cold = await openTwinCache(dir);
    expect(cold.twinOf({source: 'A receipt.'}, () => '# Receipts')).toBe('# Receipts');
    await cold.save();

    const warm = await openTwinCache(dir);
    const make = vi.fn(() => '# Made again');
    expect(warm.twinOf({source: 'A receipt.'}, make)).toBe('# Receipts');
    expect(make).not.toHaveBeenCalled();
    expect(warm.twinOf({source: 'A journal.'}, make)).toBe('# Made again');
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('forgets every twin when the code that makes them changes', async () => {
    const dir = site();
    const cold = await openTwinCache(dir);
    cold.twinOf({source: 'A receipt.'}, () => '# Receipts');
    await cold.save();
    writeFileSync(path.join(dir, 'src/config/links.ts'), '// changed');
    const make = vi.fn(() => '# Made again');
    (await openTwinCache(dir)).twinOf({source: 'A receipt.'}, make);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('fingerprints every module the converter imports', () => {
    const imported = localImports('src/plugins/markdown-twins/docToMarkdown.ts');
    expect(imported).toContain('src/components/DocsRs/docsRsUrl.ts');
    expect(imported.filter((file) => !TWIN_FILES.includes(file))).toEqual([]);
  });
});
