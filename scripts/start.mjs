#!/usr/bin/env node
// `npm start`: `docusaurus start` with the config's ES-module packages loaded
// natively (see scripts/lib/configLoader.mjs). Arguments pass through.
import {runDocusaurus} from './lib/configLoader.mjs';

runDocusaurus(['start', ...process.argv.slice(2)]);
