import {describe, expect, it} from 'vitest';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {extractRecords} from '../extractRecords';
import {parseDocSource, readDocSource} from '../parseDocSource';

const SOURCE = '# Receipts {#receipts}\n\nA receipt holds a [journal](/terminology#journal) and a seal.\n';

describe('parseDocSource', () => {
  it('gives every caller a tree of its own, even for a source it parsed just before', () => {
    const first = parseDocSource(SOURCE);
    const paragraph = first.children[1];
    if (paragraph?.type !== 'paragraph') throw new Error('expected a paragraph');
    // The Markdown twins rewrite links and headings in place.
    paragraph.children = [];
    first.children.pop();

    const second = parseDocSource(SOURCE);
    expect(second).not.toBe(first);
    expect(second.children).toHaveLength(2);
    expect(JSON.stringify(second)).toContain('/terminology#journal');
  });

  it('keeps the shared tree as parsed while the search extraction reads it', () => {
    const siteDir = path.resolve(__dirname, '../../../..');
    for (const file of ['docs/faq.md', 'docs/terminology.md', 'api_versioned_docs/version-1.2/zkvm/tutorials/io.md']) {
      const source = readFileSync(path.join(siteDir, file), 'utf8');
      const parsed = structuredClone(readDocSource(source));
      extractRecords({source, title: 'T', url: 'https://docs.example/t', section: 'S', docusaurusTag: 't'});
      expect(readDocSource(source), file).toEqual(parsed);
    }
  });
});
