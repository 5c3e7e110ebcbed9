#!/usr/bin/env -S npx tsx
// `npm start`: `docusaurus start` with the config's ES-module packages loaded
// natively (see scripts/lib/configLoader.ts). Arguments pass through.
import {spawnSync} from 'node:child_process';
import {configLoaderEnv} from './lib/configLoader';

const start = spawnSync('npx', ['docusaurus', 'start', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: configLoaderEnv(process.env),
});
process.exit(start.status ?? 1);
