import {readFileSync} from 'node:fs';
import {htmlFileFor} from './buildOutput';

/** The ids of a built page's table-of-contents entries, in page order. */
export function tocIds(html: string): string[] {
  // The table of contents in the static HTML (the phone's copy renders only
  // when opened); attributes may be unquoted in the minified output.
  const ids = [...html.matchAll(/<a href="?#([^"\s>]+)"? class="table-of-contents__link[^"]*"/g)].map((match) =>
    decodeURIComponent(match[1] ?? ''),
  );
  return [...new Set(ids)];
}

/**
 * The headings a page's anchor tests aim at: one deep in the page (three
 * quarters down its table of contents, so it usually has enough page below it
 * to reach the top of the screen) and one in the middle.
 */
export type AnchorTargets = {deep: string; middle: string};

export function anchorTargets(ids: string[]): AnchorTargets | null {
  if (ids.length === 0) return null;
  const deep = ids[Math.floor((ids.length - 1) * 0.75)] ?? ids[0]!;
  const middle = ids[Math.floor((ids.length - 1) / 2)] ?? ids[0]!;
  return {deep, middle};
}

/** Anchor targets of a route of a build, read from its static HTML. */
export function anchorTargetsOf(outDir: string, route: string): AnchorTargets | null {
  return anchorTargets(tocIds(readFileSync(htmlFileFor(outDir, route), 'utf8')));
}
