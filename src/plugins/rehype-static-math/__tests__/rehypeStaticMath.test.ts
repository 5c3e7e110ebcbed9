import {compile} from '@mdx-js/mdx';
import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';
import {describe, expect, it} from 'vitest';
import rehypeStaticMath from '..';

async function compileMdx(source: string): Promise<string> {
  return String(await compile(source, {remarkPlugins: [remarkMath], rehypePlugins: [rehypeKatex, rehypeStaticMath]}));
}

/** The formula strings the compiled page imports from its data: URL. */
function formulaStrings(code: string): string[] {
  const [, base64 = ''] = /import\("data:text\/javascript;base64,([A-Za-z0-9+/=]+)"\)/.exec(code) ?? [];
  const module = Buffer.from(base64, 'base64').toString('utf8');
  return JSON.parse(module.replace(/^export default /, '').replace(/;$/, '')) as string[];
}

describe('rehype-static-math', () => {
  it('turns each formula into one element and keeps its markup out of the page module', async () => {
    const code = await compileMdx('The extension uses $x^4 + 11$.\n\n$$\na \\cdot a^{-1} = 1\n$$');
    expect(code.match(/_jsx\(StaticFormula,/g)).toHaveLength(2);
    expect(code).toContain('className: "katex-display"');
    // KaTeX's spans are in neither JSX calls nor strings of the page module.
    const withoutStrings = code.replace(/data:text\/javascript;base64,[A-Za-z0-9+/=]+/, '');
    expect(withoutStrings).not.toContain('mord');
    expect(code).toMatch(/export const __staticMath = await loadFormulaSet\("[0-9a-f]{12}", 2, \(\) => import\(/);
    const strings = formulaStrings(code);
    expect(strings).toHaveLength(2);
    expect(strings[0]).toContain('mord');
  });

  it('keeps the MathML that screen readers read, without the TeX source annotation', async () => {
    const [html = ''] = formulaStrings(await compileMdx('Inline $\\mathbb{F}_p$ here.'));
    expect(html).toContain('<math');
    expect(html).toContain('<semantics>');
    expect(html).not.toContain('<annotation');
    expect(html).not.toContain('application/x-tex');
  });

  it('gives the same formulas the same set, and adds nothing to a page without math', async () => {
    const key = (code: string) => /loadFormulaSet\("([0-9a-f]+)"/.exec(code)?.[1];
    expect(key(await compileMdx('A $p$.'))).toBe(key(await compileMdx('Another text, the same $p$.')));
    expect(key(await compileMdx('A $q$.'))).not.toBe(key(await compileMdx('A $p$.')));
    expect(await compileMdx('No math here.')).not.toContain('loadFormulaSet');
  });
});
