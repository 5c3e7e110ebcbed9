#!/usr/bin/env node
// `npm run check`: every check that needs no browser and no site build, two
// at a time (this is what a 2-core machine runs fastest). Each step's output
// is printed when it ends; the exit code is 1 when any step failed.
import {spawn} from 'node:child_process';
import os from 'node:os';

/**
 * [name, npm script, how to fix]. The scripts carry the tools' cache options
 * (in node_modules/.cache), so a second run checks only what changed.
 */
const steps = [
  ['unit tests (facts, API names, code blocks, search, plugins)', 'test:unit', ''],
  ['typecheck', 'typecheck', ''],
  ['code lint (ESLint)', 'lint:code', 'npm run lint:code -- --fix'],
  ['spelling (cspell)', 'lint:spelling', 'add a correct word to project-words.txt'],
  ['formatting (Prettier)', 'lint:format', 'npm run format'],
  ['Markdown lint (markdownlint)', 'lint:md', 'npm run lint:md -- --fix'],
  ['workflow lint (actionlint)', 'lint:workflows', ''],
];

const concurrency = Math.max(2, Math.min(os.availableParallelism(), 4));
const started = Date.now();
const failed = [];

function run([name, script, fix]) {
  const stepStarted = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {env: {...process.env, FORCE_COLOR: '0'}});
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
      if (code === 0) {
        console.log(`✔ ${name} (${seconds} s)`);
      } else {
        failed.push(name);
        console.log(`\n✖ ${name} failed after ${seconds} s\n${output.trim()}`);
        if (fix) console.log(`  To fix: ${fix}`);
        console.log('');
      }
      resolve();
    });
  });
}

const queue = [...steps];
await Promise.all(
  Array.from({length: concurrency}, async () => {
    for (let step = queue.shift(); step; step = queue.shift()) await run(step);
  }),
);

const total = ((Date.now() - started) / 1000).toFixed(0);
if (failed.length > 0) {
  console.log(`✖ ${failed.length} of ${steps.length} checks failed in ${total} s: ${failed.join(', ')}.`);
  process.exit(1);
}
console.log(`\nAll ${steps.length} checks passed in ${total} s.`);
console.log('The rest needs a build and Chromium: `npm test` runs everything (see README, Tests).');
