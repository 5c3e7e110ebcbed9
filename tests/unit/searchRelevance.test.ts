import {describe, expect, it} from 'vitest';
import {modalPageOrder, type ModalHit} from '../../scripts/lib/modalResultOrder';
import {rankOf, summarise, summariseBy} from '../../scripts/lib/relevanceMetrics';

const hit = (section: string, title: string, path: string): ModalHit => ({
  url_without_anchor: `https://dev.risczero.com${path}`,
  hierarchy: {lvl0: section, lvl1: title},
});

describe('modalPageOrder', () => {
  it('lists sections in the order of their first hit and gathers each page within its section', () => {
    const hits = [
      hit('zkVM', 'Receipts', '/api/zkvm/receipts'),
      hit('Resources', 'FAQ', '/faq'),
      hit('zkVM', 'Guest Code 101', '/api/zkvm/guest-code-101'),
      hit('zkVM', 'Receipts', '/api/zkvm/receipts'),
    ];
    expect(modalPageOrder(hits)).toEqual(['/api/zkvm/receipts', '/api/zkvm/guest-code-101', '/faq']);
  });

  it('never shows a hit beyond the fifth of its section, whatever its rank', () => {
    const busy = ['a', 'b', 'c', 'd', 'e'].map((page) => hit('zkVM', page, `/api/zkvm/${page}`));
    const hits = [...busy, hit('zkVM', 'f', '/api/zkvm/f'), hit('Resources', 'FAQ', '/faq')];
    const shown = modalPageOrder(hits);
    expect(shown).not.toContain('/api/zkvm/f');
    expect(shown.at(-1)).toBe('/faq');
  });
});

describe('relevance metrics', () => {
  it('ranks the first expected page shown, ignoring a trailing slash', () => {
    expect(rankOf(['/faq', '/api/zkvm/'], ['/api/zkvm'])).toBe(2);
    expect(rankOf(['/faq'], ['/terminology', '/faq'])).toBe(1);
    expect(rankOf(['/faq'], ['/terminology'])).toBe(0);
  });

  it('counts top-1, top-3 and the mean reciprocal rank, a miss scoring 0', () => {
    expect(summarise([1, 2, 4, 0])).toEqual({queries: 4, top1: 0.25, top3: 0.5, mrr: (1 + 0.5 + 0.25) / 4});
  });

  it('summarises each group an item belongs to', () => {
    const items = [
      {groups: ['error', 'error/build'], rank: 1},
      {groups: ['error'], rank: 0},
    ];
    const byGroup = summariseBy(
      items,
      (item) => item.groups,
      (item) => item.rank,
    );
    expect(byGroup.get('error')?.top1).toBe(0.5);
    expect(byGroup.get('error/build')?.queries).toBe(1);
  });
});
