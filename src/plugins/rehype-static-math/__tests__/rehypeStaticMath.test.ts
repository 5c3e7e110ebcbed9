import {compile} from '@mdx-js/mdx';
import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';
import {describe, expect, it} from 'vitest';
import rehypeStaticMath from '..';

async function compileMdx(source: string): Promise<string> {
  return String(await compile(source, {remarkPlugins: [remarkMath], rehypePlugins: [rehypeKatex, rehypeStaticMath]}));
}

describe('rehype-static-math', () => {
  it('turns each formula into one element holding its HTML as a string', async () => {
    const code = await compileMdx('The extension uses $x^4 + 11$.\n\n$$\na \\cdot a^{-1} = 1\n$$');
    expect(code.match(/dangerouslySetInnerHTML/g)).toHaveLength(2);
    expect(code).toContain('katex-display');
    // KaTeX's span nesting is inside the string, not compiled to JSX calls.
    expect(code).not.toContain('"mord"');
  });

  it('keeps the MathML that screen readers read, without the TeX source annotation', async () => {
    const code = await compileMdx('Inline $\\mathbb{F}_p$ here.');
    expect(code).toContain('<math');
    expect(code).toContain('<semantics>');
    expect(code).not.toContain('<annotation');
    expect(code).not.toContain('application/x-tex');
  });
});
