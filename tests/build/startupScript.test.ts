import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BUILD_DIR} from '../support/buildOutput';

// The script every page starts with. Sizes are the browser budget test's
// concern; this names what must not come back into it.
const jsDir = path.join(BUILD_DIR, 'assets', 'js');
const mainFiles = readdirSync(jsDir).filter((name) => /^main\.[0-9a-f]+\.js$/.test(name));

describe('start-up script of the production build', () => {
  it('is one main script', () => {
    expect(mainFiles).toHaveLength(1);
  });

  it('holds no copy of tslib (src/plugins/tslib-import-default)', () => {
    const source = readFileSync(path.join(jsDir, mainFiles[0] ?? ''), 'utf8');
    // Helpers only tslib defines: any of them means the whole library is back.
    for (const helper of ['__esDecorate', '__addDisposableResource', '__classPrivateFieldGet']) {
      expect(source, `${helper} in ${mainFiles[0]}`).not.toContain(helper);
    }
  });
});
