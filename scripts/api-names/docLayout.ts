/**
 * The parts of a doc the name check reads, found line by line: a full MDX
 * parse of every page costs seconds, and the check needs only fences,
 * backticks, headings, notices and paragraph boundaries. Lines are 1-based.
 */
export type DocLayout = {
  blocks: {lang: string; code: string; line: number}[];
  /** Backticked spans outside fences, with the line they start on. */
  inline: {value: string; line: number}[];
  docsRs: {item: string; crateVersion?: string; line: number}[];
  headings: {depth: number; text: string; line: number}[];
  /** Paragraphs, list items, table rows and headings: lines `from`…`to` and their text. */
  passages: {from: number; to: number; text: string}[];
  /** `:::info[This page moved]` notices. */
  moved: {from: number; to: number; text: string}[];
};

const FENCE = /^\s*(`{3,}|~{3,})\s*([\w+-]*)/;
const HEADING = /^(#{1,6})\s+(.*)$/;
const ITEM_START = /^\s*(?:[-*+]|\d+[.)])\s|^\s*\|/;
const INLINE_CODE = /(?<!`)(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g;
const DOCS_RS = /<DocsRs\b([^>]*)>/g;

const attribute = (attributes: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];

export function docLayout(source: string): DocLayout {
  const lines = source.split('\n');
  const layout: DocLayout = {blocks: [], inline: [], docsRs: [], headings: [], passages: [], moved: []};
  let row = 0;
  if (lines[0]?.trim() === '---') {
    row = lines.findIndex((text, i) => i > 0 && text.trim() === '---') + 1;
  }
  let passage: {from: number; lines: string[]} | null = null;
  const endPassage = () => {
    if (passage !== null)
      layout.passages.push({
        from: passage.from,
        to: passage.from + passage.lines.length - 1,
        text: passage.lines.join('\n'),
      });
    passage = null;
  };
  for (; row < lines.length; row++) {
    const text = lines[row]!;
    const fence = FENCE.exec(text);
    if (fence !== null) {
      endPassage();
      const [marker, lang] = [fence[1]!, fence[2]!];
      const close = lines.findIndex(
        (next, i) =>
          i > row &&
          next.trim().startsWith(marker[0]!.repeat(marker.length)) &&
          next.trim().replace(/[`~]/g, '') === '',
      );
      const end = close < 0 ? lines.length : close;
      const indent = /^\s*/.exec(text)![0].length;
      const code = lines
        .slice(row + 1, end)
        .map((line) => line.replace(new RegExp(`^ {0,${indent}}`), ''))
        .join('\n');
      layout.blocks.push({lang, code, line: row + 1});
      row = end;
      continue;
    }
    const heading = HEADING.exec(text);
    if (text.trim() === '' || heading !== null || ITEM_START.test(text) || /^\s*:::/.test(text)) endPassage();
    if (heading !== null) layout.headings.push({depth: heading[1]!.length, text: heading[2]!, line: row + 1});
    if (/^\s*:::\w+\[This page moved\]/.test(text)) {
      const close = lines.findIndex((next, i) => i > row && /^\s*:::\s*$/.test(next));
      const to = close < 0 ? lines.length : close + 1;
      layout.moved.push({from: row + 1, to, text: lines.slice(row, to).join('\n')});
    }
    if (text.trim() === '' || /^\s*:::/.test(text)) continue;
    if (heading !== null) layout.passages.push({from: row + 1, to: row + 1, text});
    else (passage ??= {from: row + 1, lines: []}).lines.push(text);
  }
  endPassage();
  for (const {from, text} of layout.passages) {
    const lineAt = (index: number) => from + (text.slice(0, index).match(/\n/g)?.length ?? 0);
    for (const match of text.matchAll(INLINE_CODE))
      layout.inline.push({value: match[2]!.replace(/\s*\n\s*/g, ' '), line: lineAt(match.index)});
    for (const match of text.matchAll(DOCS_RS)) {
      const [item, crateVersion] = [attribute(match[1]!, 'item'), attribute(match[1]!, 'crateVersion')];
      if (item !== undefined)
        layout.docsRs.push({item, ...(crateVersion === undefined ? {} : {crateVersion}), line: lineAt(match.index)});
    }
  }
  return layout;
}
