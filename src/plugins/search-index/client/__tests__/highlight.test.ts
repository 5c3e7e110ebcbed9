import {describe, expect, it} from 'vitest';
import {snippet} from '../highlight';

const tags = {pre: '<mark>', post: '</mark>'};

describe('snippet', () => {
  const text =
    'Raw bytes go in with write_slice on the host side of the program, and the guest later calls env::read_slice to fill its buffer.';

  it('shows the window with the most different matched words, not the first match', () => {
    const {value} = snippet(text, new Set(['env', 'read', 'slice']), ['env', 'read', 'slice'], 8, tags);
    expect(value).toContain('<mark>env</mark>::<mark>read</mark>_<mark>slice</mark>');
    expect(value).not.toContain('write');
  });

  it('keeps the earliest window when later ones show no more words', () => {
    const {value} = snippet(text, new Set(['slice']), ['slice'], 8, tags);
    expect(value).toContain('write_<mark>slice</mark>');
  });

  it('starts a third of the window before the match it shows', () => {
    const {value} = snippet(text, new Set(['guest']), ['guest'], 9, tags);
    expect(value.startsWith('…program, and the <mark>guest</mark>')).toBe(true);
  });
});
