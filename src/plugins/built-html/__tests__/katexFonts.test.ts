// cspell:words Bigg mathnormal textbf
import katex from 'katex';
import {describe, expect, it} from 'vitest';
import {katexFontUrls, katexFontsOfPage, withFontPreloads} from '../katexFonts';

const page = (...formulas: [string, boolean?][]) =>
  `<html><head><link rel=stylesheet href=/assets/css/styles.css></head><body>${formulas
    .map(([tex, displayMode]) => katex.renderToString(tex, {displayMode: displayMode ?? false}))
    .join(' ')}</body></html>`;

describe('the KaTeX fonts of a page', () => {
  it('are the fonts its formulas draw with', () => {
    expect(katexFontsOfPage(page(['\\mathbb{F}_p'], ['x \\in H'], ['\\sum_i a_i', true]))).toEqual([
      'KaTeX_AMS-Regular',
      'KaTeX_Main-Regular',
      'KaTeX_Math-Italic',
      'KaTeX_Size2-Regular',
    ]);
  });

  it('do not take a font-size class for a font', () => {
    // `x^2` writes its exponent with `sizing reset-size6 size3`, which is not KaTeX_Size3.
    expect(katexFontsOfPage(page(['x^2']))).toEqual(['KaTeX_Main-Regular', 'KaTeX_Math-Italic']);
    expect(katexFontsOfPage(page(['\\Bigg(', false]))).toContain('KaTeX_Size4-Regular');
  });

  it('are read from minified HTML too', () => {
    expect(katexFontsOfPage('<span class=katex><span class="mord mathnormal">x</span></span>')).toEqual([
      'KaTeX_Main-Regular',
      'KaTeX_Math-Italic',
    ]);
  });

  it('are none on a page without math, whatever its classes', () => {
    expect(katexFontsOfPage('<p class="mathnormal textbf">Prose</p>')).toEqual([]);
  });
});

describe('font preloads', () => {
  const css =
    '@font-face{font-family:KaTeX_Main;src:url(/assets/fonts/KaTeX_Main-Regular-f650f111a3b890d1.woff2) format("woff2"),url(/assets/fonts/KaTeX_Main-Regular-4f35fbcc9ee8614c.woff) format("woff")}';

  it('take the stylesheet URL of each WOFF2 font', () => {
    expect([...katexFontUrls(css)]).toEqual([
      ['KaTeX_Main-Regular', '/assets/fonts/KaTeX_Main-Regular-f650f111a3b890d1.woff2'],
    ]);
  });

  it('go ahead of the stylesheet, in the order given', () => {
    const html = withFontPreloads(page(['x']), ['/a.woff2', '/b.woff2']);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.indexOf('href="/a.woff2"')).toBeLessThan(head.indexOf('href="/b.woff2"'));
    expect(head.indexOf('href="/b.woff2"')).toBeLessThan(head.indexOf('rel=stylesheet'));
    expect(head).toContain('<link rel="preload" as="font" type="font/woff2" crossorigin href="/a.woff2">');
  });

  it('leave a page with no font to preload as it was', () => {
    expect(withFontPreloads('<html><head></head></html>', [])).toBe('<html><head></head></html>');
  });
});
