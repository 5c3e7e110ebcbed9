import type {Code, Nodes} from 'mdast';
import {parseDocSource} from '../../src/plugins/search-index/parseDocSource';

export type CodeBlock = {
  /** The fence's language, `null` when the fence declares none. */
  lang: string | null;
  /** Everything after the language on the fence line, e.g. `title="x" partial`. */
  meta: string;
  code: string;
  /** 1-based line of the opening fence in the doc source. */
  line: number;
};

function collect(node: Nodes, into: Code[]): void {
  if (node.type === 'code') into.push(node);
  if ('children' in node) for (const child of node.children) collect(child, into);
}

/** Every fenced code block of a Markdown/MDX doc, in source order. */
export function extractCodeBlocks(source: string): CodeBlock[] {
  const found: Code[] = [];
  collect(parseDocSource(source), found);
  return found.map((node) => ({
    lang: node.lang ?? null,
    meta: node.meta ?? '',
    code: node.value,
    line: node.position?.start.line ?? 0,
  }));
}

/**
 * The bare words of a fence's meta string (quoted values such as titles
 * removed), so `title="partial.rs" partial` yields `["partial"]`.
 */
export function metaFlags(meta: string): string[] {
  return meta
    .replace(/\w+=("[^"]*"|'[^']*'|\S*)/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '');
}
