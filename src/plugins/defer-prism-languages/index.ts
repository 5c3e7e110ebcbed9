import {createRequire} from 'node:module';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const require = createRequire(__filename);
const NO_OP_MODULE = path.join(__dirname, 'noop.js');

/**
 * theme-classic registers Prism's extra languages from a client module, which
 * puts Prism (about 30 KB gzip) in the script every page loads at start. This
 * swaps that module for an empty one; src/theme/CodeBlock registers the
 * languages itself, in the chunk that also holds Prism and is fetched after
 * hydration on pages with code.
 *
 * The swap names theme-classic's file exactly, and the build fails when that
 * file is gone or the client bundle never asked for it: a silent miss would
 * put Prism back in every page.
 */
export default function deferPrismLanguagesPlugin(): Plugin {
  let target: string;
  try {
    target = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
  } catch {
    throw new Error(
      'defer-prism-languages: @docusaurus/theme-classic/lib/prism-include-languages.js is gone. ' +
        'Find where theme-classic now registers Prism languages and update src/plugins/defer-prism-languages.',
    );
  }
  let swapped = false;
  return {
    name: 'defer-prism-languages',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(
            /prism-include-languages/,
            (resource: {request: string; context?: string}) => {
              const resolved = resource.context ? path.resolve(resource.context, resource.request) : resource.request;
              if (resolved.replace(/\.js$/, '') !== target.replace(/\.js$/, '')) return;
              resource.request = NO_OP_MODULE;
              swapped = true;
            },
          ),
        ],
      };
    },
    postBuild() {
      if (!swapped) {
        throw new Error(
          `defer-prism-languages: the client bundle never imported ${target}, so nothing was swapped. ` +
            'theme-classic has changed how it loads Prism languages; update src/plugins/defer-prism-languages.',
        );
      }
    },
  };
}
