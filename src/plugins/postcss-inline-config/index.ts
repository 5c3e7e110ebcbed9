import {existsSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The config files postcss-loader would look for (postcss-load-config's search places). */
export const POSTCSS_CONFIG_FILES = [
  '.postcssrc',
  '.postcssrc.json',
  '.postcssrc.yaml',
  '.postcssrc.yml',
  '.postcssrc.js',
  '.postcssrc.cjs',
  '.postcssrc.mjs',
  '.postcssrc.ts',
  'postcss.config.js',
  'postcss.config.cjs',
  'postcss.config.mjs',
  'postcss.config.ts',
];

/**
 * Docusaurus gives postcss-loader its PostCSS plugins inline, but the loader
 * still searches the folders above every CSS file for a config file, one
 * cosmiconfig search per file: 0.65 s of a cold build's main thread. This
 * plugin turns that search off (`postcssOptions.config: false`, through the
 * documented configurePostCss lifecycle). A config file in the site would
 * then be ignored, so the build fails if one appears: its plugins belong in
 * configurePostCss.
 */
export default function postcssInlineConfigPlugin(context: LoadContext): Plugin {
  const found = POSTCSS_CONFIG_FILES.filter((file) => existsSync(path.join(context.siteDir, file)));
  if (found.length > 0) {
    throw new Error(
      `postcss-inline-config: ${found.join(', ')} would be ignored; add its PostCSS plugins in a configurePostCss hook instead.`,
    );
  }
  return {
    name: 'postcss-inline-config',
    configurePostCss: (postcssOptions) => ({...postcssOptions, config: false}),
  };
}
