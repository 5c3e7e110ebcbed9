import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';

/** Natural width and height (px) of each diagram as Mermaid draws it, by `diagramKey`. */
export type DiagramSizes = Record<string, [number, number]>;

/** Relative to the site directory, where Docusaurus, the scripts and the tests run. */
export const DIAGRAM_SIZES_FILE = path.resolve('src/data/diagramSizes.json');

/** A diagram's key: a hash of its source, so every version's copy of a diagram shares one entry. */
export function diagramKey(source: string): string {
  return createHash('sha256').update(source.trim()).digest('hex').slice(0, 16);
}

export function readDiagramSizes(file: string = DIAGRAM_SIZES_FILE): DiagramSizes {
  return JSON.parse(readFileSync(file, 'utf8')) as DiagramSizes;
}

type MermaidNode = {type: string; data?: {hName?: string; hProperties?: Record<string, unknown>}};

/**
 * Mermaid draws diagrams in the browser, after the page has loaded; without a
 * known size each one would push the text below it down as it appears. This
 * gives every diagram (the `mermaid` element Docusaurus' own remark plugin
 * made of a ```mermaid block) its key and its measured natural size, which
 * src/theme/Mermaid reserves. `npm run diagrams:measure` records the sizes.
 */
export default function remarkDiagramSizes(options: {sizes?: DiagramSizes} = {}) {
  const sizes = options.sizes ?? readDiagramSizes();
  return (tree: Root): void => {
    visit(tree, (node) => {
      const {data} = node as MermaidNode;
      if (data?.hName !== 'mermaid' || typeof data.hProperties?.value !== 'string') return;
      const key = diagramKey(data.hProperties.value);
      data.hProperties.diagramKey = key;
      const size = sizes[key];
      if (size) [data.hProperties.naturalWidth, data.hProperties.naturalHeight] = size;
    });
  };
}

/**
 * The sizes are read when the config loads, not imported by the pages, so the
 * bundler's persistent cache kept pages compiled with the old sizes after
 * `npm run diagrams:measure`: a warm build then reserved no box for a changed
 * diagram, and the text below it jumped when Mermaid drew it. Naming the file
 * as a build dependency of that cache makes a change to it rebuild the pages.
 */
export function diagramSizesCachePlugin(): Plugin {
  return {
    name: 'diagram-sizes-cache',
    configureWebpack(config) {
      // Rspack's persistent cache lists its build dependencies in an array,
      // webpack's filesystem cache by name; with no persistent cache there is none.
      const rspackCache = (config.experiments as {cache?: {buildDependencies?: string[]}} | undefined)?.cache;
      const webpackCache = config.cache as {buildDependencies?: Record<string, string[]>} | boolean | undefined;
      if (Array.isArray(rspackCache?.buildDependencies)) rspackCache.buildDependencies.push(DIAGRAM_SIZES_FILE);
      else if (typeof webpackCache === 'object' && webpackCache.buildDependencies) {
        webpackCache.buildDependencies.diagramSizes = [DIAGRAM_SIZES_FILE];
      }
      return {};
    },
  };
}
