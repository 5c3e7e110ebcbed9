import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Where the last production build recorded its routes, for the route tests. */
export const ROUTE_MANIFEST_FILE = 'route-manifest.json';

export type RouteManifest = {
  outDir: string;
  baseUrl: string;
  routes: string[];
};

export function createRouteManifest(outDir: string, baseUrl: string, routesPaths: string[]): RouteManifest {
  return {outDir, baseUrl, routes: [...new Set(routesPaths)].sort()};
}

/**
 * Writes the list of routes Docusaurus rendered into the generated-files
 * folder (not the public build), so tests can compare it with the page matrix.
 */
export default function routeManifestPlugin(context: LoadContext): Plugin {
  return {
    name: 'route-manifest',
    async postBuild({routesPaths, outDir}) {
      const manifest = createRouteManifest(outDir, context.baseUrl, routesPaths);
      await writeFile(
        path.join(context.generatedFilesDir, ROUTE_MANIFEST_FILE),
        `${JSON.stringify(manifest, null, 2)}\n`,
      );
    },
  };
}
