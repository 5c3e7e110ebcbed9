#!/usr/bin/env node
// `npm test`: every check, in the order that fails fastest. Each step prints
// its name and time; a failure stops the run with its exit code once the
// steps beside it have ended.
import {spawn} from 'node:child_process';
import {assertChromium} from '../tests/support/chromium.mjs';

/**
 * Stages run one after another; the steps of a stage run side by side. The
 * checks and the production build share a stage: neither reads what the
 * other writes, and on two cores the build leaves about half a core idle
 * (loading and page rendering are single-threaded), which the checks use.
 * The builds after it cannot overlap: they share `.docusaurus`.
 */
const stages = [
  [
    ['checks without a build (npm run check)', 'npm', ['run', '--silent', 'check']],
    ['production build', 'npm', ['run', '--silent', 'build']],
  ],
  [['build tests (routes, sharing metadata, cutting a version)', 'npx', ['vitest', 'run', '--project', 'build']]],
  [['test build with fixtures', 'npm', ['run', '--silent', 'build:test']]],
  [['test build with hosted search', 'npm', ['run', '--silent', 'build:test:hosted']]],
  [['browser tests', 'npx', ['playwright', 'test']]],
  [['content status', 'npm', ['run', '--silent', 'content:status']]],
];

// Fail before any work when the browser tests could not run.
try {
  assertChromium();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const env = {...process.env, FORCE_COLOR: '0'};

/**
 * Runs one step. Alone in its stage, its output streams as it comes; beside
 * another step, it is held and printed when the step ends, so the two do not
 * interleave.
 */
function run([name, command, args], alone) {
  const started = Date.now();
  console.log(alone ? `\n▶ ${name}` : `▶ ${name} (output when it ends)`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {env, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe']});
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!alone) console.log(`\n── ${name}\n${output.trimEnd()}`);
      console.log(code === 0 ? `✔ ${name} (${seconds} s)` : `\n✖ ${name} failed after ${seconds} s`);
      resolve({code: code ?? 1, name});
    });
  });
}

const started = Date.now();
for (const stage of stages) {
  // A stage ends when all its steps have: a failure is reported with the other's outcome.
  const results = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  const failed = results.find((result) => result.code !== 0);
  if (failed) process.exit(failed.code);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
