/** Escapes text for insertion as HTML: the UI renders snippets as markup. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

import {normaliseTerm} from './terms';

/** Words as the index sees them: runs of letters and digits. */
const WORD = /[\p{L}\p{N}]+/gu;

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
 * At most `wordCount` words around the first match, escaped and highlighted,
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
  const first = Math.max(
    0,
    list.findIndex((token) => token.matched),
  );
  const startIndex = Math.max(0, Math.min(first - Math.floor(wordCount / 3), list.length - wordCount));
  const endIndex = startIndex + wordCount - 1;
  const from = startIndex === 0 ? 0 : (list[startIndex]?.start ?? 0);
  const to = endIndex >= list.length - 1 ? text.length : (list[endIndex]?.end ?? text.length);
  const value = (from > 0 ? ellipsis : '') + render(text, list, from, to, tags) + (to < text.length ? ellipsis : '');
  return {value, matchLevel: level};
}
