import type {Plugin} from '@docusaurus/types';

/**
 * Production browser-bundle aliases from React to preact/compat. The static HTML is
 * still rendered by React at build time; only the script that hydrates it in
 * the browser changes. react-dom alone was about 60 KB gzip of the 130 KB
 * every page loaded before it could respond; Preact with its compat layer
 * is about 10 KB. `$` keeps each alias to the exact specifier, so
 * `react-dom/client` does not fall through to `react-dom`.
 */
export const PREACT_ALIASES: Readonly<Record<string, string>> = {
  react$: 'preact/compat',
  'react-dom$': 'preact/compat',
  'react-dom/client$': 'preact/compat/client',
  'react/jsx-runtime$': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime$': 'preact/compat/jsx-dev-runtime',
};

export default function preactClientPlugin(): Plugin {
  return {
    name: 'preact-client',
    configureWebpack(config, isServer) {
      // `npm start` keeps React for its Fast Refresh and development warnings;
      // the browser tests run against production builds, which use Preact.
      if (isServer || config.mode !== 'production') return {};
      // Docusaurus pins `react` and `react-dom` to the site's copies with
      // prefix aliases that would match first; these replace them.
      const alias = config.resolve?.alias;
      if (alias && !Array.isArray(alias)) {
        delete alias.react;
        delete alias['react-dom'];
      }
      return {resolve: {alias: {...PREACT_ALIASES}}};
    },
  };
}
