import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const require = createRequire(__filename);
const STAND_IN = path.join(__dirname, 'importDefault.js');
/** The tslib helpers the stand-in provides. */
const PROVIDED = new Set(['__importDefault']);

/**
 * @docusaurus/utils-common's CommonJS index requires tslib for one helper,
 * `__importDefault`. A `require()` keeps the whole module, so every page's
 * start-up script carried all of tslib (3.9 KB gzip) for it. This swaps
 * tslib, for that file only, for a module holding that one helper.
 *
 * The build fails at once when the file is gone or calls any other tslib
 * helper: the stand-in would then be missing what it calls.
 */
export default function tslibImportDefaultPlugin(): Plugin {
  const issuerDir = path.dirname(utilsCommonIndex());
  return {
    name: 'tslib-import-default',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(/^tslib$/, (resource: {request: string; context?: string}) => {
            if (resource.context === issuerDir) resource.request = STAND_IN;
          }),
        ],
      };
    },
  };
}

/** The path of utils-common's index, checked to call no tslib helper but those provided. */
function utilsCommonIndex(): string {
  let file: string;
  let source: string;
  try {
    file = require.resolve('@docusaurus/utils-common');
    source = readFileSync(file, 'utf8');
  } catch (error) {
    throw problem('@docusaurus/utils-common cannot be read', error);
  }
  const found = missingHelpers(source);
  if (found !== null) throw problem(`${file} ${found}`);
  return file;
}

/**
 * What the stand-in cannot serve in a CommonJS module's `source`, or null:
 * the module must require tslib and call only the helpers provided.
 */
export function missingHelpers(source: string): string | null {
  if (!source.includes('require("tslib")')) return 'no longer requires tslib';
  const called = new Set([...source.matchAll(/tslib_1\.(\w+)/g)].map((match) => match[1] ?? ''));
  if (called.size === 0) return 'calls tslib under another name';
  const missing = [...called].filter((helper) => !PROVIDED.has(helper));
  return missing.length > 0 ? `calls tslib's ${missing.join(', ')}, which the stand-in lacks` : null;
}

const problem = (what: string, cause?: unknown) =>
  new Error(
    `tslib-import-default: ${what}. Update or remove src/plugins/tslib-import-default ` +
      '(it stands in for tslib in @docusaurus/utils-common).',
    {cause},
  );
