import type {Plugin} from '@docusaurus/types';

type LoaderUse = {loader?: string; options?: Record<string, unknown>};
type Rule = {test?: unknown; use?: unknown; oneOf?: Rule[]; rules?: Rule[]};

function isFontRule(rule: Rule): boolean {
  return rule.test instanceof RegExp && rule.test.test('font.woff2');
}

/** Sets url-loader's inline limit to 0 in every font rule, however deeply nested. */
export function stopInliningFonts(rules: readonly unknown[]): number {
  let changed = 0;
  for (const rule of rules as Rule[]) {
    if (rule === null || typeof rule !== 'object') continue;
    if (isFontRule(rule) && Array.isArray(rule.use)) {
      for (const use of rule.use as LoaderUse[]) {
        if (use.loader?.includes('url-loader') && use.options) {
          use.options.limit = 0;
          changed += 1;
        }
      }
    }
    changed += stopInliningFonts(rule.oneOf ?? []) + stopInliningFonts(rule.rules ?? []);
  }
  return changed;
}

/**
 * Docusaurus inlines fonts under 10 KB into the one site-wide stylesheet as
 * base64, so every page would carry all KaTeX fonts in three formats (about
 * 80 KB gzip). As files, the browser fetches only the WOFF2 fonts a math page
 * actually uses.
 */
export default function fontFilesPlugin(): Plugin {
  return {
    name: 'font-files',
    configureWebpack(config) {
      if (stopInliningFonts(config.module?.rules ?? []) === 0) {
        throw new Error('font-files: no url-loader font rule found; Docusaurus changed its asset rules.');
      }
      return {};
    },
  };
}
