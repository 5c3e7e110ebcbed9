import {createRequire} from 'node:module';
import {renderAsync, Resvg, type ResvgRenderOptions} from '@resvg/resvg-js';
import {escapeXml, FONT_FAMILY, TITLE} from './cardSvg';
import type {Measure} from './wrapTitle';

/** The Inter weights the cards use, as TTF (resvg cannot read WOFF). */
const FONT_FILES = ['500Medium/Inter_500Medium.ttf', '600SemiBold/Inter_600SemiBold.ttf', '700Bold/Inter_700Bold.ttf'];

/** Files whose content changes every card: the renderer and the fonts. */
export function rendererFiles(siteDir: string): string[] {
  const require = createRequire(`${siteDir}/package.json`);
  return [
    // The renderer's release: its binary is a platform package of the same version.
    require.resolve('@resvg/resvg-js/package.json'),
    ...FONT_FILES.map((file) => require.resolve(`@expo-google-fonts/inter/${file}`)),
  ];
}

export type CardRenderer = {
  /** Width of the title text at the title's size. */
  measureTitle: Measure;
  /** PNG bytes of an SVG document, rendered on a thread of libuv's pool. */
  render(svg: string): Promise<Uint8Array>;
};

export async function createRenderer(siteDir: string): Promise<CardRenderer> {
  const [, ...fontFiles] = rendererFiles(siteDir);
  // No system fonts: cards look the same on every machine.
  const options: ResvgRenderOptions = {font: {fontFiles, loadSystemFonts: false, defaultFontFamily: FONT_FAMILY}};

  const inkWidth = (text: string): number => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="200"><text x="0" y="100" font-family="${FONT_FAMILY}" font-size="${TITLE.fontSize}" font-weight="${TITLE.weight}">${escapeXml(text)}</text></svg>`;
    return new Resvg(svg, options).getBBox()?.width ?? 0;
  };
  // Each resvg call parses the fonts again, so words are measured once and a
  // line is the sum of its words and spaces.
  const wordWidths = new Map<string, number>();
  const wordWidth = (word: string): number => {
    let width = wordWidths.get(word);
    if (width === undefined) {
      width = inkWidth(word);
      wordWidths.set(word, width);
    }
    return width;
  };
  const space = inkWidth('H H') - inkWidth('HH');
  const measureTitle: Measure = (text) => {
    const words = text.split(' ');
    return words.reduce((sum, word) => sum + wordWidth(word), 0) + (words.length - 1) * space;
  };

  return {
    measureTitle,
    async render(svg) {
      return (await renderAsync(svg, options)).asPng();
    },
  };
}
