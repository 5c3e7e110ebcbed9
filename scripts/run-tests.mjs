#!/usr/bin/env node
// `npm test`: every check, in the order that fails fastest. Each step prints
// its name and time; the first failure stops the run with its exit code.
import {spawnSync} from 'node:child_process';
import {assertChromium} from '../tests/support/chromium.mjs';

const steps = [
  ['checks without a build (npm run check)', 'npm', ['run', '--silent', 'check']],
  ['production build', 'npm', ['run', '--silent', 'build']],
  ['build tests (routes, sharing metadata, cutting a version)', 'npx', ['vitest', 'run', '--project', 'build']],
  ['test build with fixtures', 'npm', ['run', '--silent', 'build:test']],
  ['test build with hosted search', 'npm', ['run', '--silent', 'build:test:hosted']],
  ['browser tests', 'npx', ['playwright', 'test']],
  ['content status', 'npm', ['run', '--silent', 'content:status']],
];

// Fail before any work when the browser tests could not run.
try {
  assertChromium();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const started = Date.now();
for (const [name, command, args] of steps) {
  const stepStarted = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, FORCE_COLOR: '0'}});
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
