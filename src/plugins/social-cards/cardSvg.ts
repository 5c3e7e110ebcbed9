import {SOCIAL_CARD_SIZE} from './cardPath';

/** Layout of a card; the title is wrapped to TITLE.maxWidth before the SVG is built. */
export const TITLE = {fontSize: 66, lineHeight: 80, maxWidth: 960, maxLines: 3, weight: 700} as const;
export const FONT_FAMILY = 'Inter';

/** Colours of the site (src/css/custom.css, dark mode) and of the logo. */
const COLOURS = {
  background: '#12111a',
  surface: '#1b1a26',
  primary: '#5b4bdb',
  primaryLight: '#a89ff7',
  text: '#f1f0fe',
  accent: '#ffd166',
} as const;

export type CardContent = {
  /** The title, already wrapped into lines. */
  titleLines: string[];
  /** The part of the site the page belongs to, e.g. "zkVM API · 1.2". */
  section: string;
  siteTitle: string;
  /** Host and path of the site, e.g. "dev.risczero.com". */
  siteLabel: string;
  /** The site logo as an SVG document. */
  logoSvg: string;
};

const XML_ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;'};

/** Escapes text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** The SVG of one card: the site's mark at the top, section and title in the middle, the site's address at the bottom. */
export function cardSvg(content: CardContent): string {
  const {width, height} = SOCIAL_CARD_SIZE;
  const left = 96;
  const logo = `data:image/svg+xml;base64,${Buffer.from(content.logoSvg).toString('base64')}`;
  // The title block sits lower when it is short, so one-line titles do not float at the top.
  const titleTop = 300 + (TITLE.maxLines - content.titleLines.length) * (TITLE.lineHeight / 2);
  const title = content.titleLines
    .map(
      (line, index) =>
        `<text x="${left}" y="${titleTop + index * TITLE.lineHeight}" font-size="${TITLE.fontSize}" font-weight="${TITLE.weight}" fill="${COLOURS.text}">${escapeXml(line)}</text>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT_FAMILY}">`,
    `<rect width="${width}" height="${height}" fill="${COLOURS.background}"/>`,
    // Rings echoing the logo's oval, cut by the right edge.
    `<g fill="none" stroke="${COLOURS.primary}">`,
    `<ellipse cx="1130" cy="300" rx="250" ry="320" stroke-width="44" stroke-opacity="0.28"/>`,
    `<ellipse cx="1130" cy="300" rx="170" ry="218" stroke-width="30" stroke-opacity="0.18"/>`,
    `</g>`,
    `<path d="M1000 318l70 70 150-170" fill="none" stroke="${COLOURS.accent}" stroke-opacity="0.22" stroke-width="36" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<image href="${logo}" x="${left}" y="72" width="72" height="72"/>`,
    `<text x="${left + 96}" y="120" font-size="34" font-weight="600" fill="${COLOURS.text}">${escapeXml(content.siteTitle)}</text>`,
    `<rect x="${left}" y="${titleTop - 128}" width="56" height="6" rx="3" fill="${COLOURS.accent}"/>`,
    `<text x="${left}" y="${titleTop - 80}" font-size="32" font-weight="500" fill="${COLOURS.accent}">${escapeXml(content.section)}</text>`,
    title,
    `<rect y="${height - 96}" width="${width}" height="96" fill="${COLOURS.surface}"/>`,
    `<rect y="${height - 8}" width="${width}" height="8" fill="${COLOURS.primary}"/>`,
    `<text x="${left}" y="${height - 38}" font-size="28" font-weight="500" fill="${COLOURS.primaryLight}">${escapeXml(content.siteLabel)}</text>`,
    `</svg>`,
  ].join('');
}
