/** Width of a piece of text in pixels, at the size the title is drawn. */
export type Measure = (text: string) => number;

export const ELLIPSIS = '…';

/** Longest prefix (at least one character) of `text` that fits in `maxWidth` followed by `suffix`. */
function fitPrefix(text: string, suffix: string, maxWidth: number, measure: Measure): string {
  const chars = Array.from(text);
  let end = chars.length;
  while (end > 1 && measure(chars.slice(0, end).join('') + suffix) > maxWidth) end -= 1;
  return chars.slice(0, end).join('');
}

/** Cuts a word wider than a line into pieces that fit (identifiers have no spaces to break at). */
function splitLongWord(word: string, maxWidth: number, measure: Measure): string[] {
  const pieces: string[] = [];
  let rest = word;
  while (measure(rest) > maxWidth) {
    const head = fitPrefix(rest, '', maxWidth, measure);
    pieces.push(head);
    rest = rest.slice(head.length);
  }
  return rest ? [...pieces, rest] : pieces;
}

/**
 * Greedy word wrap into at most `maxLines` lines of `maxWidth` pixels. Text
 * that does not fit ends its last line with an ellipsis.
 */
export function wrapTitle(text: string, maxWidth: number, maxLines: number, measure: Measure): string[] {
  const words = text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => splitLongWord(word, maxWidth, measure));
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && measure(`${last} ${word}`) <= maxWidth) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
    // One line beyond the limit is enough to know the text is cut.
    if (lines.length > maxLines) break;
  }
  if (lines.length <= maxLines) return lines;
  return withEllipsis(lines.slice(0, maxLines), maxWidth, measure);
}

/** Ends the last line with an ellipsis, dropping words (or letters) until it fits. */
function withEllipsis(lines: string[], maxWidth: number, measure: Measure): string[] {
  const words = (lines.at(-1) ?? '').split(' ');
  while (words.length > 1 && measure(`${words.join(' ')}${ELLIPSIS}`) > maxWidth) words.pop();
  let kept = words.join(' ');
  if (measure(`${kept}${ELLIPSIS}`) > maxWidth) kept = fitPrefix(kept, ELLIPSIS, maxWidth, measure);
  // "Proofs, …" reads worse than "Proofs…".
  return [...lines.slice(0, -1), `${kept.replace(/[\s,.:;–-]+$/u, '')}${ELLIPSIS}`];
}
