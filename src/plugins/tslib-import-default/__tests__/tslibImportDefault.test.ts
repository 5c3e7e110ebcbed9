import {describe, expect, it} from 'vitest';
import * as tslib from 'tslib';
import {missingHelpers} from '..';
import {__importDefault} from '../importDefault.js';

describe('tslib stand-in for utils-common', () => {
  it("wraps a module's exports as tslib does", () => {
    const esModule = {__esModule: true, default: 1};
    const inputs: unknown[] = [esModule, {a: 1}, () => 2, null, undefined, 'text'];
    for (const input of inputs) {
      expect(__importDefault(input)).toEqual(tslib.__importDefault(input));
    }
    expect(__importDefault(esModule)).toBe(esModule);
  });

  it('accepts a module that calls only __importDefault', () => {
    const source = 'const tslib_1 = require("tslib");\nexports.x = tslib_1.__importDefault(require("./x")).default;';
    expect(missingHelpers(source)).toBeNull();
  });

  it('fails on another helper, another name or no tslib at all', () => {
    expect(missingHelpers('const tslib_1 = require("tslib");\ntslib_1.__exportStar(a, exports);')).toContain(
      '__exportStar',
    );
    expect(missingHelpers('const t = require("tslib");\nt.__importDefault(a);')).toContain('another name');
    expect(missingHelpers('exports.x = 1;')).toContain('no longer requires tslib');
  });
});
