import {describe, expect, it} from 'vitest';
import {createRouteManifest} from '..';

describe('createRouteManifest', () => {
  it('sorts the routes and drops duplicates', () => {
    expect(createRouteManifest('/site/build', '/', ['/faq', '/', '/api/', '/faq'])).toEqual({
      outDir: '/site/build',
      baseUrl: '/',
      routes: ['/', '/api/', '/faq'],
    });
  });
});
