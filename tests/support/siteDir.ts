import path from 'node:path';
import {fileURLToPath} from 'node:url';

/** Absolute path of the repository root. */
export const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
