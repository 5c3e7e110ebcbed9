#!/usr/bin/env node
// Prints how many pages per area are still outlines (`status: outline`).
// Usage: npm run content:status [-- --json]
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {listDocs, summariseOutlines} from './lib/docs-inventory.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rows = summariseOutlines(listDocs(siteDir));
const total = rows.reduce((sum, row) => ({pages: sum.pages + row.pages, outlines: sum.outlines + row.outlines}), {
  pages: 0,
  outlines: 0,
});

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({areas: rows, total}, null, 2));
} else {
  const width = Math.max(...rows.map((row) => row.area.length), 'total'.length);
  console.log(`${'area'.padEnd(width)}  pages  outlines  finished`);
  for (const row of [...rows, {area: 'total', ...total}]) {
    const finished = row.pages - row.outlines;
    console.log(
      `${row.area.padEnd(width)}  ${String(row.pages).padStart(5)}  ${String(row.outlines).padStart(8)}  ${String(finished).padStart(8)}`,
    );
  }
}
