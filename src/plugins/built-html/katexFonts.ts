// KaTeX's class names, as katex.css spells them:
// cspell:words amsrm boldsymbol Caligraphic delimsizing mathbf mathcal mathfrak mathnormal mathscr mathsf mathtt textbb textbf textfrak textit textscr textsf texttt

/**
 * The KaTeX font each class of KaTeX's HTML draws with (katex.css), as the
 * font file's name without its hash and extension. Every formula uses
 * KaTeX_Main; the others only where a class asks for them.
 */
const FONT_OF_CLASS: Record<string, string> = {
  katex: 'KaTeX_Main-Regular',
  mathnormal: 'KaTeX_Math-Italic',
  boldsymbol: 'KaTeX_Math-BoldItalic',
  mathit: 'KaTeX_Main-Italic',
  textit: 'KaTeX_Main-Italic',
  mathbf: 'KaTeX_Main-Bold',
  textbf: 'KaTeX_Main-Bold',
  amsrm: 'KaTeX_AMS-Regular',
  mathbb: 'KaTeX_AMS-Regular',
  textbb: 'KaTeX_AMS-Regular',
  mathcal: 'KaTeX_Caligraphic-Regular',
  mathfrak: 'KaTeX_Fraktur-Regular',
  textfrak: 'KaTeX_Fraktur-Regular',
  mathtt: 'KaTeX_Typewriter-Regular',
  texttt: 'KaTeX_Typewriter-Regular',
  mathscr: 'KaTeX_Script-Regular',
  textscr: 'KaTeX_Script-Regular',
  mathsf: 'KaTeX_SansSerif-Regular',
  textsf: 'KaTeX_SansSerif-Regular',
  'small-op': 'KaTeX_Size1-Regular',
  'large-op': 'KaTeX_Size2-Regular',
  'delim-size1': 'KaTeX_Size1-Regular',
  'delim-size4': 'KaTeX_Size4-Regular',
};

/** The KaTeX fonts one element's classes draw with. */
function fontsOfClasses(classes: readonly string[]): string[] {
  const fonts = classes.flatMap((name) => FONT_OF_CLASS[name] ?? []);
  // `size1`…`size4` name a font only on a sized delimiter; elsewhere they set a font size.
  if (classes.includes('delimsizing')) {
    const size = classes.find((name) => /^size[1-4]$/.test(name));
    if (size) fonts.push(`KaTeX_Size${size.slice(4)}-Regular`);
  }
  return fonts;
}

/** The KaTeX fonts the formulas of a built page draw with, sorted; none on a page without math. */
export function katexFontsOfPage(html: string): string[] {
  const fonts = new Set<string>();
  // Minified HTML quotes an attribute only when it must: `class=katex`, `class="mord mathnormal"`.
  for (const [, quoted, bare] of html.matchAll(/\sclass=(?:"([^"]*)"|([^\s"'=<>`]+))/g)) {
    for (const font of fontsOfClasses((quoted ?? bare ?? '').split(/\s+/))) fonts.add(font);
  }
  return fonts.has('KaTeX_Main-Regular') ? [...fonts].sort() : [];
}

/** The WOFF2 URL of each KaTeX font a stylesheet loads, by font name (`KaTeX_Main-Regular`). */
export function katexFontUrls(css: string): Map<string, string> {
  const urls = new Map<string, string>();
  for (const [url, font] of css.matchAll(/[^\s"'()]*\/(KaTeX_[\w-]+?)-[0-9a-f]{8,}\.woff2/g)) {
    urls.set(font as string, url);
  }
  return urls;
}

/**
 * The page with a preload link for each of `urls` put ahead of its first
 * stylesheet, where the browser's preload scanner finds them at once.
 */
export function withFontPreloads(html: string, urls: readonly string[]): string {
  if (urls.length === 0) return html;
  const links = urls.map((url) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${url}">`);
  const stylesheet = html.search(/<link[^>]*rel="?stylesheet/);
  const at = stylesheet === -1 ? html.indexOf('</head>') : stylesheet;
  if (at === -1) throw new Error('built-html: a page with math has no <head> to preload its fonts in.');
  return html.slice(0, at) + links.join('') + html.slice(at);
}
