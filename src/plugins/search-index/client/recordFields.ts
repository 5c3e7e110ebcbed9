import type {SearchRecord} from '../types';

export type Field = 'title' | 'heading' | 'content' | 'code' | 'links' | 'path';

/** Blanks the given spans of a text, keeping the rest in place. */
function without(text: string, spans: readonly (readonly [number, number])[]): string {
  let kept = '';
  let cursor = 0;
  for (const [start, end] of spans) {
    kept += `${text.slice(cursor, start)} `;
    cursor = Math.max(cursor, end);
  }
  return kept + text.slice(cursor);
}

/**
 * The text of a record per indexed field. A code block's text is `code`;
 * the text of links in prose is `links`, since it names another page; the
 * record's own words are `content`.
 */
export function recordFields(record: SearchRecord): Record<Field, string> {
  const {hierarchy} = record;
  const headings = [hierarchy.lvl2, hierarchy.lvl3, hierarchy.lvl4, hierarchy.lvl5, hierarchy.lvl6];
  const content = record.content ?? '';
  const spans = record.links ?? [];
  return {
    title: record.type === 'lvl1' ? (hierarchy.lvl1 ?? '') : '',
    heading: record.type !== 'lvl1' && record.type !== 'content' ? (hierarchy[record.type] ?? '') : '',
    content: record.code ? '' : without(content, spans),
    code: record.code ? content : '',
    links: spans.map(([start, end]) => content.slice(start, end)).join(' '),
    // The section, title and headings above the record, so "receipt journal"
    // finds the journal paragraph of the Receipts page and "blockchain
    // integration" the pages of that section (the hosted index searches the
    // section, lvl0, too).
    path: [
      hierarchy.lvl0,
      hierarchy.lvl1,
      ...headings.filter((heading) => heading !== hierarchy[record.type as 'lvl2']),
    ]
      .filter(Boolean)
      .join(' '),
  };
}
