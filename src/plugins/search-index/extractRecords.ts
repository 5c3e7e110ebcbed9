import type {List, Nodes, RootContent, Table} from 'mdast';
import type {} from 'mdast-util-math';
import type {} from 'mdast-util-mdx';
import type {} from 'mdast-util-directive';
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import {readDocSource} from './parseDocSource';
import {recordId, recordUrl} from './client/recordFiles';
import type {Hierarchy, HierarchyLevel, SearchRecord} from './types';

export type PageInput = {
  /** Markdown or MDX source of the page. */
  source: string;
  /** Page title (front matter title or first heading). */
  title: string;
  /**
   * The front matter's `description`, when the author wrote one: a summary of
   * what the page is for, in the words a reader searching for it would use.
   */
  description?: string;
  /** Absolute URL of the page, without anchor. */
  url: string;
  /** Section shown as the result group, e.g. "zkVM · API 1.2". */
  section: string;
  docusaurusTag: string;
  language?: string;
};

/** Longest text kept for one content record; the rest adds little to search. */
const MAX_CONTENT_LENGTH = 600;
const LEVELS: HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** TeX commands become spaces, so `\mathbb{F}_p` is found as "F p". */
export function texToText(tex: string): string {
  return tex
    .replace(/\\[a-zA-Z]+/g, ' ')
    .replace(/[{}_^&\\$]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Plain text of a node, with math cleaned and MDX expressions dropped. With
 * `rawMath`, formulas keep their TeX source, as in the heading ids Docusaurus
 * derives (`$\mathbb{F}_{97}$` → `mathbbf_97`).
 */
export function nodeText(node: Nodes, rawMath = false): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'inlineMath':
    case 'math':
      return rawMath ? node.value : texToText(node.value);
    case 'code':
      return node.value;
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
    case 'mdxjsEsm':
    case 'html':
    case 'yaml':
      return '';
    case 'break':
      return ' ';
    default:
      return 'children' in node ? (node.children as Nodes[]).map((child) => nodeText(child, rawMath)).join('') : '';
  }
}

type Span = [number, number];
/** Text with the spans of it that are link text. */
type LinkedText = {text: string; links: Span[]};

/** Plain text of a node, with where its links' text sits. */
export function linkedText(node: Nodes): LinkedText {
  if (node.type === 'link' || node.type === 'linkReference') {
    const text = nodeText(node);
    return {text, links: text ? [[0, text.length]] : []};
  }
  if (!('children' in node)) return {text: nodeText(node), links: []};
  return joinLinked((node.children as Nodes[]).map(linkedText), '');
}

function joinLinked(parts: LinkedText[], separator: string): LinkedText {
  let text = '';
  const links: Span[] = [];
  parts.forEach((part, i) => {
    if (i > 0) text += separator;
    links.push(...part.links.map(([start, end]): Span => [start + text.length, end + text.length]));
    text += part.text;
  });
  return {text, links};
}

/**
 * Collapses white space and cuts long text into pieces of at most
 * MAX_CONTENT_LENGTH characters, at spaces, moving the link spans along. Each
 * piece becomes a record of its own, so the end of a long code block is
 * searchable too (`execute_only` in a comment 700 characters into an example).
 */
function squash({text, links}: LinkedText): LinkedText[] {
  let clean = '';
  const at: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    at.push(clean.length);
    const char = text.charAt(i);
    if (!/\s/.test(char)) clean += char;
    else if (clean.length > 0 && !clean.endsWith(' ')) clean += ' ';
  }
  at.push(clean.length);
  clean = clean.trimEnd();
  const spans = links
    .map(([start, end]): Span => [
      Math.min(at[start] ?? clean.length, clean.length),
      Math.min(at[end] ?? clean.length, clean.length),
    ])
    .filter(([start, end]) => end > start);
  const pieces: LinkedText[] = [];
  let from = 0;
  while (from < clean.length) {
    let to = Math.min(from + MAX_CONTENT_LENGTH, clean.length);
    if (to < clean.length) {
      const space = clean.lastIndexOf(' ', to);
      // A piece with no space in it (a long hash) is cut where it reaches the limit.
      if (space > from) to = space;
    }
    const piece = clean.slice(from, to);
    pieces.push({
      text: piece,
      links: spans
        .map(([start, end]): Span => [Math.max(start, from) - from, Math.min(end, to) - from])
        .filter(([start, end]) => end > start),
    });
    from = to + (clean.charAt(to) === ' ' ? 1 : 0);
  }
  return pieces;
}

/** True when a node holds a link. */
function hasLink(node: Nodes): boolean {
  if (node.type === 'link' || node.type === 'linkReference') return true;
  return 'children' in node && (node.children as Nodes[]).some(hasLink);
}

/**
 * A list whose every item links to another page ("Next steps", "Related
 * pages"): its items describe the pages they point to, so all their words
 * count as link text, which weighs less than the page's own words.
 */
export function isLinkList(list: List): boolean {
  return (
    list.children.length > 0 &&
    list.children.every((item) => item.children[0] !== undefined && hasLink(item.children[0]))
  );
}

/** A table whose every row below the header starts with a link: a table of pages, like a link list. */
export function isLinkTable(table: Table): boolean {
  const rows = table.children.slice(1);
  return rows.length > 0 && rows.every((row) => row.children[0] !== undefined && hasLink(row.children[0]));
}

function asLinkText({text}: LinkedText): LinkedText {
  return {text, links: text ? [[0, text.length]] : []};
}

type Extra = Pick<SearchRecord, 'code' | 'links'>;
type Section = {hierarchy: Hierarchy; anchor: string | null; type: SearchRecord['type']};

/**
 * Turns one page into DocSearch records: one for the page title, one per
 * heading (with the anchor Docusaurus gives it) and one per paragraph-level
 * block (paragraph, list item, table row, code block, display math).
 */
export function extractRecords(page: PageInput): SearchRecord[] {
  // Read only: the Markdown twins may share this tree.
  const tree = readDocSource(page.source);
  const slugger = createSlugger();
  const records: SearchRecord[] = [];
  const language = page.language ?? 'en';
  let position = 0;
  let contentIndex = 0;

  const emptyHierarchy = Object.fromEntries(LEVELS.map((level) => [level, null])) as Hierarchy;
  let section: Section = {
    hierarchy: {...emptyHierarchy, lvl0: page.section, lvl1: page.title},
    anchor: null,
    type: 'lvl1',
  };

  const push = (current: Section, type: SearchRecord['type'], content: string | null, extra: Extra = {}) => {
    records.push({
      objectID: recordId(page.url, current.anchor, contentIndex),
      url: recordUrl(page.url, current.anchor),
      url_without_anchor: page.url,
      anchor: current.anchor,
      type,
      hierarchy: {...current.hierarchy},
      content,
      language,
      docusaurus_tag: page.docusaurusTag,
      position: position++,
      ...extra,
    });
  };

  const addContent = (linked: LinkedText, code = false) => {
    for (const {text, links} of squash(linked)) {
      contentIndex += 1;
      push(section, 'content', text, code ? {code: true} : links.length > 0 ? {links} : {});
    }
  };

  push(section, 'lvl1', null);
  // The summary sits under the title, so a hit on it lands at the top of the page.
  if (page.description) addContent({text: page.description, links: []});

  const visit = (node: RootContent) => {
    switch (node.type) {
      case 'heading': {
        const {text, id} = parseMarkdownHeadingId(nodeText(node));
        const anchor = id ?? slugger.slug(parseMarkdownHeadingId(nodeText(node, true)).text);
        if (node.depth === 1) return;
        const level = `lvl${node.depth}` as HierarchyLevel;
        const hierarchy = {...section.hierarchy};
        for (const deeper of LEVELS.slice(node.depth)) hierarchy[deeper] = null;
        // Skipped levels (an h4 right after an h2) stay empty.
        hierarchy[level] = text;
        section = {hierarchy, anchor, type: level as SearchRecord['type']};
        contentIndex = 0;
        push(section, section.type, null);
        return;
      }
      case 'paragraph':
      case 'math':
        addContent(linkedText(node));
        return;
      case 'code':
        if (node.lang !== 'mermaid') addContent({text: node.value, links: []}, true);
        return;
      case 'list': {
        const guide = isLinkList(node);
        for (const item of node.children) {
          const [first, ...rest] = item.children;
          if (first) addContent(guide ? asLinkText(linkedText(first)) : linkedText(first));
          rest.forEach(visit);
        }
        return;
      }
      case 'table': {
        const guide = isLinkTable(node);
        node.children.forEach((row, i) => {
          const text = joinLinked(row.children.map(linkedText), ' · ');
          addContent(guide && i > 0 ? asLinkText(text) : text);
        });
        return;
      }
      case 'blockquote':
      case 'containerDirective':
      case 'mdxJsxFlowElement':
        node.children.forEach((child) => visit(child as RootContent));
        return;
      default:
        return;
    }
  };

  tree.children.forEach(visit);
  return records;
}
