import {readFileSync} from 'node:fs';
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
 * The swap names theme-classic's file exactly, and the build fails at once
 * when that file is gone or theme-classic no longer lists it as a client
 * module: a silent miss would put Prism back in every page. (Whether the
 * bundler asked for the file cannot be checked after the build: a warm build
 * takes the module from its cache without resolving it again.)
 */
export default function deferPrismLanguagesPlugin(): Plugin {
  const target = themeClassicClientModule();
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
              if (resolved.replace(/\.js$/, '') === target.replace(/\.js$/, '')) resource.request = NO_OP_MODULE;
            },
          ),
        ],
      };
    },
  };
}

/** The path of theme-classic's prism-include-languages module, checked to be one of its client modules. */
function themeClassicClientModule(): string {
  const fail = (what: string): never => {
    throw new Error(
      `defer-prism-languages: ${what}. Find where @docusaurus/theme-classic now registers Prism's ` +
        'languages and update src/plugins/defer-prism-languages.',
    );
  };
  let target = '';
  let themeIndex = '';
  try {
    target = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
    themeIndex = readFileSync(require.resolve('@docusaurus/theme-classic'), 'utf8');
  } catch {
    fail('@docusaurus/theme-classic/lib/prism-include-languages.js is gone');
  }
  if (!themeIndex.includes("'./prism-include-languages'")) {
    fail("theme-classic's getClientModules no longer lists './prism-include-languages'");
  }
  return target;
}
