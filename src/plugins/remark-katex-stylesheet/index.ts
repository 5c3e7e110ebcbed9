import type {} from 'mdast-util-math';
import type {} from 'mdast-util-mdxjs-esm';
import type {Root} from 'mdast';
import type {Program} from 'estree';
import {visit, EXIT} from 'unist-util-visit';

/** The stylesheet of the same `katex` package that rehype-katex renders with. */
export const KATEX_STYLESHEET = 'katex/dist/katex.min.css';

/** True when the tree holds any `$…$` or `$$…$$` node from remark-math. */
export function hasMath(tree: Root): boolean {
  let found = false;
  visit(tree, (node) => {
    if (node.type === 'math' || node.type === 'inlineMath') {
      found = true;
      return EXIT;
    }
    return undefined;
  });
  return found;
}

function importStatement(source: string): Program {
  return {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [],
        attributes: [],
        source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
      },
    ],
  };
}

/**
 * Adds `import 'katex/dist/katex.min.css'` to every MDX file with math, so
 * the bundler ships the KaTeX stylesheet and fonts from our own origin and
 * only pages with formulas pay for them.
 */
export default function remarkKatexStylesheet() {
  return (tree: Root): void => {
    if (!hasMath(tree)) {
      return;
    }
    tree.children.unshift({
      type: 'mdxjsEsm',
      value: `import '${KATEX_STYLESHEET}';`,
      data: {estree: importStatement(KATEX_STYLESHEET)},
    });
  };
}
