import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const NO_OP_MODULE = path.join(__dirname, 'noop.js');
const DEFERRED_REQUEST = /\.deferred$/;

/**
 * theme-classic registers Prism's extra languages from a client module, which
 * puts Prism (about 30 KB gzip) in the script every page loads at start. This
 * swaps that module for an empty one; src/theme/CodeBlock registers the
 * languages itself, in the chunk that also holds Prism and is fetched after
 * hydration on pages with code.
 */
export default function deferredPrismPlugin(): Plugin {
  return {
    name: 'deferred-prism',
    configureWebpack(_config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(/theme-classic[\\/]lib[\\/]prism-include-languages\.js$/, NO_OP_MODULE),
          // `X.deferred` lazy-loads X in the browser; the server renders X at
          // once, so the static HTML holds the finished markup.
          ...(isServer
            ? [
                new NormalModuleReplacementPlugin(DEFERRED_REQUEST, (resource: {request: string}) => {
                  resource.request = resource.request.replace(DEFERRED_REQUEST, '');
                }),
              ]
            : []),
        ],
      };
    },
  };
}
