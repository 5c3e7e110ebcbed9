import type {Plugin} from '@docusaurus/types';

const DEFERRED_REQUEST = /\.deferred$/;

/**
 * `X.deferred` modules lazy-load X in the browser (see
 * src/components/DeferredHydration). The server bundle imports X itself
 * instead, so the static HTML holds the finished markup: code blocks
 * highlighted, widgets in their starting state.
 *
 * The build fails when the server bundle imported no `.deferred` module at
 * all: the swap would have stopped working unnoticed.
 */
export default function serverDeferredModulesPlugin(): Plugin {
  let swaps = 0;
  return {
    name: 'server-deferred-modules',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (!isServer) return {};
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(DEFERRED_REQUEST, (resource: {request: string}) => {
            resource.request = resource.request.replace(DEFERRED_REQUEST, '');
            swaps += 1;
          }),
        ],
      };
    },
    postBuild() {
      if (swaps === 0) {
        throw new Error(
          'server-deferred-modules: the server bundle imported no `.deferred` module. ' +
            'Check that NormalModuleReplacementPlugin still sees those requests (src/plugins/server-deferred-modules).',
        );
      }
    },
  };
}
