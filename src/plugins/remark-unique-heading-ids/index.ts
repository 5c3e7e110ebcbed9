import type {Heading, Root} from 'mdast';
import {visit} from 'unist-util-visit';

/** The id Docusaurus' headings plugin gave a heading (explicit `{#id}` or slug). */
function headingId(node: Heading): string | undefined {
  const data = node.data as {id?: unknown; hProperties?: {id?: unknown}} | undefined;
  const id = data?.hProperties?.id ?? data?.id;
  return typeof id === 'string' ? id : undefined;
}

/**
 * Fails the build when two headings of one page share an id. The slugger
 * keeps generated ids apart, but an explicit `{#id}` can still equal another
 * heading's slug; a link to that anchor then lands on whichever comes first.
 * It runs after Docusaurus' headings plugin (user remark plugins always do).
 */
export default function remarkUniqueHeadingIds() {
  return (tree: Root, file: {path?: string}): void => {
    const seen = new Map<string, number | undefined>();
    const clashes: string[] = [];
    visit(tree, 'heading', (node: Heading) => {
      const id = headingId(node);
      if (id === undefined) return;
      const line = node.position?.start.line;
      if (seen.has(id)) {
        clashes.push(`#${id} on line ${line ?? '?'} (first on line ${seen.get(id) ?? '?'})`);
      } else {
        seen.set(id, line);
      }
    });
    if (clashes.length > 0) {
      throw new Error(
        `${file.path}: heading ids must be unique on a page; give one heading another id with \\{#other-id}: ${clashes.join(', ')}`,
      );
    }
  };
}
