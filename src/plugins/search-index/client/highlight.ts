/** Escapes text for insertion as HTML: the UI renders snippets as markup. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

import {normaliseTerm, WORD} from './terms';

type Token = {start: number; end: number; matched: boolean};

function tokens(text: string, terms: ReadonlySet<string>): Token[] {
  return [...text.matchAll(WORD)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    matched: terms.has(normaliseTerm(match[0])),
  }));
}

export type Tags = {pre: string; post: string};

function render(text: string, list: Token[], from: number, to: number, tags: Tags): string {
  let html = '';
  let cursor = from;
  for (const token of list) {
    if (token.start < from || token.end > to || !token.matched) continue;
    html +=
      escapeHtml(text.slice(cursor, token.start)) +
      tags.pre +
      escapeHtml(text.slice(token.start, token.end)) +
      tags.post;
    cursor = token.end;
  }
  return html + escapeHtml(text.slice(cursor, to));
}

export type MatchLevel = 'none' | 'partial' | 'full';

export type HighlightResult = {value: string; matchLevel: MatchLevel; matchedWords: string[]};
export type SnippetResult = {value: string; matchLevel: MatchLevel};

function matchLevel(
  list: Token[],
  text: string,
  queryTerms: readonly string[],
  terms: ReadonlySet<string>,
): {
  level: MatchLevel;
  words: string[];
} {
  const found = new Set(
    list.filter((token) => token.matched).map((token) => normaliseTerm(text.slice(token.start, token.end))),
  );
  if (found.size === 0) return {level: 'none', words: []};
  const words = queryTerms.filter((query) => [...found].some((word) => word.startsWith(query) || terms.has(word)));
  return {level: words.length >= queryTerms.length ? 'full' : 'partial', words};
}

/** The whole text, escaped, with every matched word wrapped in the tags. */
export function highlight(
  text: string,
  terms: ReadonlySet<string>,
  queryTerms: readonly string[],
  tags: Tags,
): HighlightResult {
  const list = tokens(text, terms);
  const {level, words} = matchLevel(list, text, queryTerms, terms);
  return {value: render(text, list, 0, text.length, tags), matchLevel: level, matchedWords: words};
}

/**
 * Where a window of `wordCount` words starts: a third of the window before a
 * match, at the match whose window shows the most different matched words
 * (the earliest on a tie). A reader who typed `env::read_slice` sees the
 * place that says `env::read_slice`, not an earlier `write_slice`.
 */
function bestWindowStart(text: string, list: Token[], wordCount: number): number {
  const lastStart = list.length - wordCount;
  let best = {start: 0, words: -1};
  list.forEach((token, index) => {
    if (!token.matched) return;
    const start = Math.max(0, Math.min(index - Math.floor(wordCount / 3), lastStart));
    const words = new Set(
      list
        .slice(start, start + wordCount)
        .filter((inWindow) => inWindow.matched)
        .map((inWindow) => normaliseTerm(text.slice(inWindow.start, inWindow.end))),
    ).size;
    if (words > best.words) best = {start, words};
  });
  return best.start;
}

/**
 * At most `wordCount` words around the best match, escaped and highlighted,
 * with the ellipsis where the text was cut.
 */
export function snippet(
  text: string,
  terms: ReadonlySet<string>,
  queryTerms: readonly string[],
  wordCount: number,
  tags: Tags,
  ellipsis = '…',
): SnippetResult {
  const list = tokens(text, terms);
  const {level} = matchLevel(list, text, queryTerms, terms);
  if (list.length <= wordCount) {
    return {value: render(text, list, 0, text.length, tags), matchLevel: level};
  }
  const startIndex = bestWindowStart(text, list, wordCount);
  const endIndex = startIndex + wordCount - 1;
  const from = startIndex === 0 ? 0 : (list[startIndex]?.start ?? 0);
  const to = endIndex >= list.length - 1 ? text.length : (list[endIndex]?.end ?? text.length);
  const value = (from > 0 ? ellipsis : '') + render(text, list, from, to, tags) + (to < text.length ? ellipsis : '');
  return {value, matchLevel: level};
}
