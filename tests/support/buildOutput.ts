import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {RouteManifest} from '../../src/plugins/route-manifest';
import {ROUTE_MANIFEST_FILE} from '../../src/plugins/route-manifest';
import {siteDir} from './siteDir';

export const BUILD_DIR = path.join(siteDir, 'build');

/** The routes the last production build rendered into `outDir`. */
export function readRouteManifest(outDir: string = BUILD_DIR): RouteManifest {
  const file = path.join(siteDir, '.docusaurus', ROUTE_MANIFEST_FILE);
  if (!existsSync(file)) {
    throw new Error(`No route manifest at ${file}. Run \`npm run build\` first.`);
  }
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as RouteManifest;
  if (path.resolve(manifest.outDir) !== path.resolve(outDir)) {
    throw new Error(`The last build wrote to ${manifest.outDir}, not ${outDir}. Run \`npm run build\` again.`);
  }
  return manifest;
}

/** The HTML file a static host serves for a route (trailingSlash unset). */
export function htmlFileFor(outDir: string, route: string): string {
  if (route.endsWith('.html')) return path.join(outDir, route);
  return path.join(outDir, route, 'index.html');
}
