import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import {describe, expect, it} from 'vitest';
import {docFiles} from '../../../../scripts/code-blocks/checkDocs';
import remarkDiagramSizes, {diagramKey, readDiagramSizes} from '..';

const siteDir = path.resolve(__dirname, '../../../..');

describe('remark-diagram-sizes', () => {
  it('gives a mermaid element its key and, when measured, its natural size', () => {
    const source = 'flowchart LR\n  A --> B';
    const mermaid = () => ({type: 'mermaidCodeBlock', data: {hName: 'mermaid', hProperties: {value: source}}});
    const tree = {type: 'root', children: [mermaid(), {type: 'paragraph', children: []}]} as unknown as Root;
    remarkDiagramSizes({sizes: {[diagramKey(source)]: [320, 80]}})(tree);
    expect((tree.children[0] as unknown as ReturnType<typeof mermaid>).data.hProperties).toEqual({
      value: source,
      diagramKey: diagramKey(source),
      naturalWidth: 320,
      naturalHeight: 80,
    });
  });

  it('has a measured size for every diagram of every page', () => {
    const sizes = readDiagramSizes();
    // Diagrams are fenced blocks at the start of a line (the code-block check
    // parses every block; a plain scan is enough to find these).
    const diagrams = docFiles(siteDir).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^```mermaid[^\n]*\n([\s\S]*?)\n```$/gm)].map((match) => ({
        where: `${path.relative(siteDir, file)}: diagram at offset ${match.index}`,
        key: diagramKey(match[1] ?? ''),
      })),
    );
    expect(diagrams.length, 'diagrams found in the docs').toBeGreaterThan(50);
    const missing = diagrams.filter(({key}) => !sizes[key]).map(({where}) => where);
    expect(missing, 'diagrams without a size: run `npm run build && npm run diagrams:measure`').toEqual([]);
  });
});
