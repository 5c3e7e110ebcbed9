import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const BROWSER_ENTRY = path.join(__dirname, 'browserEntry.ts');

/**
 * Docusaurus' client code imports two helpers from @docusaurus/utils-common,
 * whose CommonJS index requires tslib for `__importDefault`; the bundler
 * cannot tree-shake a `require`, so all of tslib (4 KB gzip) landed in the
 * script every page loads. In the browser bundle the package resolves to an
 * ES-module entry over the same files. A unit test keeps that entry's exports
 * in step with the package's.
 */
export default function utilsCommonEsmPlugin(): Plugin {
  return {
    name: 'utils-common-esm',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {resolve: {alias: {'@docusaurus/utils-common$': BROWSER_ENTRY}}};
    },
  };
}
