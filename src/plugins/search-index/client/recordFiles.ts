// How records travel, written by the index build and read by the browser.
// A record's hierarchy, anchor and URL follow from the headings above it, so
// the head carries each page's outline (its title and headings) and the
// records files carry only what the outline cannot tell: the text of each
// paragraph-level record. A hit on a title or a heading then needs no file at
// all, and a hit on a paragraph needs only its text.
import type {Hierarchy, HierarchyLevel, SearchRecord, ShardHead} from '../types';
import {RECORD_TYPES} from './indexOptions';

const LEVELS: readonly HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/**
 * A record's id: its page, the heading it sits under and its place in that
 * heading's section (0 for the heading itself). Editing one section leaves
 * the ids of the others as they were, and the browser derives every id from
 * the outline instead of downloading it.
 */
export function recordId(pageUrl: string, anchor: string | null, indexInSection: number): string {
  return `${pageUrl}#${anchor ?? ''}:${indexInSection}`;
}

/** A record's URL: its page's, with the anchor of the heading it sits under. */
export function recordUrl(pageUrl: string, anchor: string | null): string {
  return anchor ? `${pageUrl}#${anchor}` : pageUrl;
}

/** A title or heading record in the head: its anchor and its own text. */
export type OutlineEntry = [anchor: string | null, text: string];

/** A paragraph-level record in a records file: its text, as an array with 1 after it when it is code. */
export type StoredContent = string | [content: string, code: 1];

/** What a records file holds per record number: null for a title or heading, whose place is the outline. */
export type RecordsFileEntry = StoredContent | null;

/** The outline entry of a title or heading record, null for a paragraph-level one. */
export function outlineEntry(record: SearchRecord): OutlineEntry | null {
  if (record.type === 'content') return null;
  return [record.anchor, record.hierarchy[record.type] ?? ''];
}

/** The records-file entry of a record. */
export function recordsFileEntry(record: SearchRecord): RecordsFileEntry {
  if (record.type === 'content') {
    const content = record.content ?? '';
    return record.code ? [content, 1] : content;
  }
  return null;
}

type Context = {hierarchy: Hierarchy; anchor: string | null; url: string};

/** A shard's records rebuilt from its head and the records files' entries. */
export type RecordRestorer = {
  /** True when the record is a title or heading, which the head alone restores. */
  inOutline(id: number): boolean;
  /** Every title and heading, by record number, with its text. */
  headings(): {id: number; text: string}[];
  /** The record, from the head and, for a paragraph-level record, its records-file entry. */
  restore(id: number, entry: RecordsFileEntry): SearchRecord;
};

/**
 * Walks the head's records once, page by page, keeping the hierarchy of the
 * last title or heading as the extractor does: a heading clears the levels
 * below it, and a paragraph belongs to the heading above it.
 */
export function recordRestorer(head: ShardHead): RecordRestorer {
  const contexts: Context[] = [];
  const indexInSection: number[] = [];
  let outline = 0;
  let current: Context | undefined;
  let currentPage = -1;
  head.records.forEach(([page, typeIndex], id) => {
    const type = RECORD_TYPES[typeIndex] ?? 'content';
    if (page !== currentPage) {
      currentPage = page;
      current = undefined;
    }
    if (type !== 'content') {
      const [anchor, text] = head.outline[outline++] ?? [null, ''];
      const hierarchy: Hierarchy = current
        ? {...current.hierarchy}
        : (Object.fromEntries(LEVELS.map((level) => [level, null])) as Hierarchy);
      hierarchy.lvl0 = head.sections[head.pageSections[page] ?? -1] ?? null;
      const depth = LEVELS.indexOf(type);
      for (const deeper of LEVELS.slice(depth + 1)) hierarchy[deeper] = null;
      hierarchy[type] = text;
      const url = head.pageUrls[page] ?? '';
      current = {hierarchy, anchor, url};
      indexInSection.push(0);
    } else {
      indexInSection.push((indexInSection.at(-1) ?? 0) + 1);
    }
    if (!current) throw new Error(`Search record ${id} of ${head.tag} comes before its page's title`);
    contexts.push(current);
  });

  return {
    inOutline: (id) => (RECORD_TYPES[head.records[id]?.[1] ?? -1] ?? 'content') !== 'content',
    headings: () =>
      head.records.flatMap(([, typeIndex], id) => {
        const type = RECORD_TYPES[typeIndex] ?? 'content';
        return type === 'content' ? [] : [{id, text: contexts[id]?.hierarchy[type] ?? ''}];
      }),
    restore(id, entry) {
      const context = contexts[id];
      const [, typeIndex = -1, position = 0] = head.records[id] ?? [];
      const type = RECORD_TYPES[typeIndex];
      if (!context || !type) throw new Error(`Search shard ${head.tag} has no record ${id}`);
      if ((type === 'content') !== (entry !== null))
        throw new Error(`Search record ${id} of ${head.tag} does not match its records file`);
      const [content, code] = typeof entry === 'string' ? [entry] : (entry ?? [null]);
      return {
        objectID: recordId(context.url, context.anchor, indexInSection[id] ?? 0),
        url: recordUrl(context.url, context.anchor),
        url_without_anchor: context.url,
        anchor: context.anchor,
        type,
        hierarchy: {...context.hierarchy},
        content,
        language: head.language,
        docusaurus_tag: head.tag,
        position,
        ...(code === 1 ? {code: true as const} : {}),
      };
    },
  };
}
