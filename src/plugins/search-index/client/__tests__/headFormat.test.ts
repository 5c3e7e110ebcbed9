import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildShard} from '../../buildShard';
import {extractRecords} from '../../extractRecords';
import {packHead, unpackHead} from '../headFormat';
import type {ShardHead} from '../../types';

const siteDir = path.resolve(__dirname, '../../../../..');

/** The head of a shard of three real pages, long identifiers and all. */
function realHead(): ShardHead {
  const pages = ['docs/terminology.md', 'docs/faq.md', 'api_versioned_docs/version-1.2/zkvm/receipts.md'];
  const records = pages.flatMap((file, i) =>
    extractRecords({
      source: readFileSync(path.join(siteDir, file), 'utf8'),
      title: `Page ${i}`,
      url: `https://docs.example/page-${i}`,
      section: i < 2 ? 'Resources' : 'zkVM API · 1.2',
      docusaurusTag: 'docs-test',
    }),
  );
  return buildShard(records, {tag: 'docs-test', base: '/assets/search/', stem: 'test'}).head;
}

describe('the shipped head', () => {
  it('unpacks to the head it was packed from, through JSON', () => {
    const head = realHead();
    expect(unpackHead(JSON.parse(JSON.stringify(packHead(head))))).toEqual(head);
  });

  it('keeps terms that share more leading characters than one character can count', () => {
    const long = 'risc0_zkvm::guest::env::read_slice_with_a_much_longer_name';
    const head = {...realHead(), terms: ['a', `${long}_one`, `${long}_two`, `${long}_two_three`, 'b']};
    expect(unpackHead(JSON.parse(JSON.stringify(packHead(head)))).terms).toEqual(head.terms);
  });

  it('ships a heading whose anchor comes from its text as the text alone, an explicit id whole', () => {
    const head = realHead();
    const packed = packHead(head).outline;
    const at = (id: string) => head.outline.findIndex(([anchor]) => anchor === id);
    expect(packed[at('verifying-a-receipt')]).toBe('Verifying a receipt');
    expect(packed[at('zkp')]).toEqual(['zkp', 'What is a zero-knowledge proof?']);
    expect(packed[at('nonzero-exit-code')]).toEqual(['nonzero-exit-code', 'A guest that exits with an error code']);
  });

  it('is smaller than the head itself', () => {
    const head = realHead();
    expect(JSON.stringify(packHead(head)).length).toBeLessThan(JSON.stringify(head).length * 0.8);
  });

  it('refuses records that are not in page order', () => {
    const head = realHead();
    const swapped = [...head.records];
    [swapped[0], swapped[1]] = [swapped[1] as [number, number, number], swapped[0] as [number, number, number]];
    expect(() => packHead({...head, records: swapped})).toThrow(/out of page order|has position/);
  });
});
