import path from 'node:path';

/** Absolute path of the repository root. */
// `__dirname` works in both runners: Playwright loads tests as CommonJS and
// Vitest's module runner defines it for ES modules.
export const siteDir = path.resolve(__dirname, '../..');
