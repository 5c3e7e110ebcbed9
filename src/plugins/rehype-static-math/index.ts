import {createHash} from 'node:crypto';
import {Parser, type Program} from 'acorn';
import type {Element, ElementContent, Root, RootContent} from 'hast';
import type {MdxJsxAttribute, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {toHtml} from 'hast-util-to-html';
import {SKIP, visit} from 'unist-util-visit';

/** The module-level name the formula elements read their set from. */
const SET_NAME = '__staticMath';

/** The outermost elements rehype-katex renders: a display block, or an inline formula. */
function isFormulaRoot(node: Element): boolean {
  const classes = node.properties.className;
  return Array.isArray(classes) && (classes.includes('katex-display') || classes.includes('katex'));
}

/** An MDX JSX attribute whose value is a JavaScript expression. */
function expressionAttribute(name: string, code: string): MdxJsxAttribute {
  const program = Parser.parse(code, {ecmaVersion: 'latest', sourceType: 'module'}) as unknown as Program;
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {type: 'mdxJsxAttributeValueExpression', value: code, data: {estree: program as never}},
  };
}

/**
 * KaTeX's MathML copy carries the TeX source as an `<annotation>`. Nothing on
 * the site reads it (no copy-as-TeX extension), assistive technology reads
 * the MathML itself, and it was about a fifth of a math page's script.
 */
function withoutTexAnnotations(nodes: ElementContent[]): ElementContent[] {
  return nodes
    .filter((child) => !(child.type === 'element' && child.tagName === 'annotation'))
    .map((child) => (child.type === 'element' ? {...child, children: withoutTexAnnotations(child.children)} : child));
}

/** KaTeX's markup inside a formula, without the TeX source. */
function formulaHtml(node: Element): string {
  return toHtml(withoutTexAnnotations(node.children));
}

/** The formula as one element that takes its markup from the page's set. */
function formulaElement(node: Element, index: number): MdxJsxTextElement {
  const classes = node.properties.className;
  if (node.tagName !== 'span') throw new Error(`rehype-static-math: KaTeX wrote a <${node.tagName}>, not a <span>`);
  return {
    type: 'mdxJsxTextElement',
    name: 'StaticFormula',
    attributes: [
      expressionAttribute('of', SET_NAME),
      expressionAttribute('i', String(index)),
      {type: 'mdxJsxAttribute', name: 'className', value: Array.isArray(classes) ? classes.join(' ') : ''},
    ],
    children: [],
  };
}

/**
 * The page module's imports and its formula set. The strings sit in a module
 * of their own (a data: URL, which the bundler makes a chunk of its own), so
 * the page's script does not carry them: a page opened from its URL reads
 * them from its own HTML, and a page reached by client-side navigation waits
 * for the chunk, since the router renders a page once its modules have loaded
 * (this one awaits at top level).
 */
function setModule(formulas: readonly string[]): RootContent {
  const key = createHash('sha256').update(formulas.join('\u0000')).digest('hex').slice(0, 12);
  const strings = Buffer.from(`export default ${JSON.stringify(formulas)};`).toString('base64');
  const code = [
    `import StaticFormula from '@site/src/components/StaticMath/StaticFormula';`,
    `import {loadFormulaSet} from '@site/src/components/StaticMath/formulaSet';`,
    `export const ${SET_NAME} = await loadFormulaSet(${JSON.stringify(key)}, ${formulas.length}, () => import(${JSON.stringify(`data:text/javascript;base64,${strings}`)}));`,
  ].join('\n');
  const program = Parser.parse(code, {ecmaVersion: 'latest', sourceType: 'module'}) as unknown as Program;
  return {type: 'mdxjsEsm', value: code, data: {estree: program as never}} as unknown as RootContent;
}

/**
 * Runs after rehype-katex. KaTeX writes each formula as dozens of nested
 * spans; compiled as JSX, every span would become code in the page's script
 * and a node React must create and hydrate. Each formula becomes one element
 * instead, whose markup is an HTML string of the page's formula set (see
 * setModule and src/components/StaticMath); the HTML is KaTeX's output for
 * our own sources.
 */
export default function rehypeStaticMath() {
  return (tree: Root): void => {
    const formulas: string[] = [];
    visit(tree, 'element', (node, index, parent) => {
      if (!parent || index === undefined || !isFormulaRoot(node)) return undefined;
      parent.children[index] = formulaElement(node, formulas.length) as unknown as ElementContent;
      formulas.push(formulaHtml(node));
      return SKIP;
    });
    if (formulas.length > 0) tree.children.unshift(setModule(formulas));
  };
}
