import {describe, expect, it} from 'vitest';
import {cutVersionInMatrix, nextReleaseLine} from '../../scripts/version-cut/updatePageMatrix';
import {readPageMatrix} from '../support/pageMatrix';
import type {PageMatrix} from '../../scripts/version-cut/updatePageMatrix';

const matrix = readPageMatrix() as unknown as PageMatrix;

describe('cutting a version in the page matrix', () => {
  const cut = cutVersionInMatrix(matrix, '1.3');

  it('serves the new version at /api with the next docs’ pages', () => {
    expect(cut.api['1.3']).toEqual({path: '/api', label: '1.3', pages: matrix.api.next!.pages});
    expect(cut.latest).toBe('1.3');
  });

  it('moves the previous latest version to its own path', () => {
    expect(cut.api[matrix.latest]!.path).toBe(`/api/${matrix.latest}`);
    expect(cut.api[matrix.latest]!.pages).toEqual(matrix.api[matrix.latest]!.pages);
  });

  it('lists the new version after next, newest first', () => {
    expect(cut.api_versions_newest_first.slice(0, 3)).toEqual(['next', '1.3', matrix.latest]);
    expect(Object.keys(cut.api).slice(0, 3)).toEqual(['next', '1.3', matrix.latest]);
  });

  it('names the new latest version in the description', () => {
    expect(cut._about).toContain('1.3 is the latest version');
  });

  it('refuses a version the matrix has', () => {
    expect(() => cutVersionInMatrix(matrix, matrix.latest)).toThrow(/already lists/);
  });
});

describe('the next release line', () => {
  it.each([
    ['1.3', '1.4'],
    ['1.9', '1.10'],
    ['2.0', '2.1'],
  ])('after %s is %s', (version, next) => {
    expect(nextReleaseLine(version)).toBe(next);
  });
});
