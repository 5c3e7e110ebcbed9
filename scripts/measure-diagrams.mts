#!/usr/bin/env -S npx tsx
// `npm run diagrams:measure`: records the natural size of every Mermaid
// diagram of the production build in src/data/diagramSizes.json, which the
// build uses to reserve each diagram's box before Mermaid draws it. Run it
// after adding or changing a diagram (a unit test says when it is due), on
// a fresh `npm run build`.
import {spawn} from 'node:child_process';
import {readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH, assertChromium} from '../tests/support/chromium.mjs';
import {DIAGRAM_SIZES_FILE, type DiagramSizes} from '../src/plugins/remark-diagram-sizes';

const siteDir = path.resolve(import.meta.dirname, '..');
const BUILD_DIR = path.join(siteDir, 'build');
const PORT = 3391;

/** Routes of the built pages that hold a diagram. */
function routesWithDiagrams(dir: string, route = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'assets' ? [] : routesWithDiagrams(file, `${route}/${name}`);
    if (name !== 'index.html' || !readFileSync(file, 'utf8').includes('data-diagram=')) return [];
    return [route || '/'];
  });
}

assertChromium();
const routes = routesWithDiagrams(BUILD_DIR);
const server = spawn(process.execPath, [path.join(siteDir, 'scripts/serve-static.mjs'), BUILD_DIR, String(PORT)], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve) => server.stdout.once('data', resolve));
const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
const sizes: DiagramSizes = {};
try {
  const page = await browser.newPage({viewport: {width: 1280, height: 800}});
  for (const route of routes) {
    await page.goto(`http://127.0.0.1:${PORT}${route}`);
    for (const diagram of await page.locator('[data-diagram]').all()) {
      const key = await diagram.getAttribute('data-diagram');
      if (!key || sizes[key]) continue;
      await diagram.scrollIntoViewIfNeeded();
      const svg = diagram.locator('svg').first();
      await svg.waitFor({timeout: 20_000});
      const viewBox = (await svg.getAttribute('viewBox'))?.split(/[\s,]+/).map(Number) ?? [];
      const [, , width, height] = viewBox;
      if (!width || !height) throw new Error(`${route}: diagram ${key} has no viewBox`);
      sizes[key] = [Math.round(width * 100) / 100, Math.round(height * 100) / 100];
    }
  }
} finally {
  await browser.close();
  server.kill();
}
const sorted = Object.fromEntries(Object.entries(sizes).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(DIAGRAM_SIZES_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(
  `${Object.keys(sorted).length} diagrams measured on ${routes.length} pages: ${path.relative(siteDir, DIAGRAM_SIZES_FILE)}`,
);
