import {describe, expect, it} from 'vitest';
import {parseDocSource} from '../parseDocSource';

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
});
