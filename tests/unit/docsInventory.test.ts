import {describe, expect, it} from 'vitest';
import {relativeRoute, summariseOutlines} from '../../scripts/lib/docs-inventory.mjs';
import {isOutline} from '../../src/components/OutlineNotice/isOutline';

const doc = (area: string, status?: string) => ({
  area,
  version: null,
  file: '',
  id: 'x',
  route: 'x',
  frontMatter: status ? {status} : {},
});

describe('docs inventory', () => {
  it('maps slugs to the page matrix notation', () => {
    expect(relativeRoute('introduction', {slug: '/'})).toBe('');
    expect(relativeRoute('zkvm/zkvm-overview', {slug: '/zkvm/'})).toBe('zkvm/');
    expect(relativeRoute('zkvm/install', {})).toBe('zkvm/install');
  });

  it('refuses relative slugs, which would make routes depend on folders', () => {
    expect(() => relativeRoute('a/b', {slug: './'})).toThrow(/absolute slug/);
  });

  it('counts outline pages per area in the order areas appear', () => {
    const rows = summariseOutlines([doc('root', 'outline'), doc('root'), doc('api/next', 'outline')]);
    expect(rows).toEqual([
      {area: 'root', pages: 2, outlines: 1},
      {area: 'api/next', pages: 1, outlines: 1},
    ]);
  });

  it('recognises outline pages only by status: outline', () => {
    expect(isOutline({status: 'outline'})).toBe(true);
    expect(isOutline({status: 'draft'})).toBe(false);
    expect(isOutline({})).toBe(false);
  });
});
