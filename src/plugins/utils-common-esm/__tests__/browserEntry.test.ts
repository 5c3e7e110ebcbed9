import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import * as browserEntry from '../browserEntry';

const require = createRequire(import.meta.url);

describe('the browser entry of @docusaurus/utils-common', () => {
  const original = require('@docusaurus/utils-common') as Record<string, unknown>;

  it('exports exactly what the package exports (update browserEntry.ts after a Docusaurus upgrade)', () => {
    expect(Object.keys(browserEntry).sort()).toEqual(Object.keys(original).filter((name) => name !== '__esModule').sort());
  });

  it('exports the same values', () => {
    for (const [name, value] of Object.entries(browserEntry)) {
      if (typeof value === 'function') expect(value, name).toBe(original[name]);
      else expect(value, name).toEqual(original[name]);
    }
  });
});
