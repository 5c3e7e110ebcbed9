import type {Plugin} from '@docusaurus/types';

const DEFERRED_REQUEST = /\.deferred$/;

/**
 * `X.deferred` modules lazy-load X in the browser (see
 * src/components/DeferredHydration). The server bundle imports X itself
 * instead, so the static HTML holds the finished markup: code blocks
 * highlighted, widgets in their starting state.
 *
 * Should the swap stop working, the server would stream lazy components as
 * hidden fragments: tests/build/routes.test.ts fails on those, and
 * tests/browser/widgets.spec.ts checks every widget in the static HTML.
 * (Counting swaps during the build cannot tell: a warm build takes modules
 * from the bundler's cache without resolving them again.)
 */
export default function serverDeferredModulesPlugin(): Plugin {
  return {
    name: 'server-deferred-modules',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (!isServer) return {};
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(DEFERRED_REQUEST, (resource: {request: string}) => {
            resource.request = resource.request.replace(DEFERRED_REQUEST, '');
          }),
        ],
      };
    },
  };
}
