import type {Plugin} from '@docusaurus/types';

type PostCssOptions = Parameters<NonNullable<Plugin['configurePostCss']>>[0];
type PluginEntry = PostCssOptions['plugins'][number];

const PRESET_ENV = /[\\/]postcss-preset-env[\\/]/;

function isPresetEnv(entry: PluginEntry): boolean {
  const name: unknown = Array.isArray(entry) ? entry[0] : entry;
  return typeof name === 'string' && PRESET_ENV.test(name);
}

/**
 * Docusaurus runs postcss-preset-env on every CSS file, and Docusaurus
 * Faster's LightningCSS minimizer then transpiles the whole stylesheet again
 * for the same browserslist targets (prefixes, nesting, colour functions).
 * All preset-env added beyond that were static fallbacks before each var()
 * declaration, for browsers without custom properties (Opera Mini is among
 * browserslist's defaults); every browser that runs the site overrides them
 * with the declaration that follows. Without it: a cold build 0.7 s shorter
 * and 1.5 KB less start-up CSS (gzip) on every page. If Docusaurus stops
 * adding preset-env, the build fails here so that this plugin goes too.
 */
export default function postcssWithoutPresetEnvPlugin(): Plugin {
  return {
    name: 'postcss-without-preset-env',
    configurePostCss: (options) => {
      const plugins = options.plugins.filter((entry) => !isPresetEnv(entry));
      if (plugins.length === options.plugins.length) {
        throw new Error(
          'postcss-without-preset-env: Docusaurus no longer adds postcss-preset-env; remove this plugin from docusaurus.config.ts.',
        );
      }
      return {...options, plugins};
    },
  };
}
