// cspell:ignore reciepts
import {describe, expect, it} from 'vitest';
import {parseHighlight} from '../HighlightedText/parseHighlight';
import {versionNamed, withApiVersion} from '../searchPageFilters';
import {apiVersionOf, searchPageLink} from '../searchPageLink';
import {searchOfUnknownPath} from '../searchOfUnknownPath';
import {resultTrail} from '../resultTrail';

describe('parseHighlight', () => {
  it('splits highlighted and plain parts', () => {
    expect(parseHighlight('a <mark>receipt</mark> proves')).toEqual([
      {text: 'a ', highlighted: false},
      {text: 'receipt', highlighted: true},
      {text: ' proves', highlighted: false},
    ]);
  });

  it('turns escaped markup back into text, never into elements', () => {
    expect(parseHighlight('&lt;img src=x onerror=alert(1)&gt; <mark>x</mark>')).toEqual([
      {text: '<img src=x onerror=alert(1)> ', highlighted: false},
      {text: 'x', highlighted: true},
    ]);
  });

  it('copes with an unclosed highlight', () => {
    expect(parseHighlight('<mark>open')).toEqual([{text: 'open', highlighted: true}]);
  });
});

describe('versionNamed', () => {
  const versions = [
    {name: 'current', path: '/api/next'},
    {name: '1.2', path: '/api'},
    {name: '1.0', path: '/api/1.0'},
  ];

  it('takes a version by its name or by the segment its URLs use', () => {
    expect(versionNamed('1.0', versions)).toBe('1.0');
    expect(versionNamed('current', versions)).toBe('current');
    expect(versionNamed('next', versions)).toBe('current');
  });

  it('ignores a missing or unknown version', () => {
    expect(versionNamed(null, versions)).toBeNull();
    expect(versionNamed('', versions)).toBeNull();
    expect(versionNamed('0.9', versions)).toBeNull();
  });
});

describe('withApiVersion', () => {
  const contextual = [
    'language:en',
    ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-api-1.2'],
  ];

  it('keeps the contextual filters when no version is picked', () => {
    expect(withApiVersion(contextual, null)).toEqual(contextual);
  });

  it('swaps only the API docs tag for the picked version', () => {
    expect(withApiVersion(contextual, '0.20')).toEqual([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-api-0.20'],
    ]);
  });
});

describe('search page links', () => {
  it('carries the query and the API version searched in the modal', () => {
    expect(searchPageLink('a b&c', '0.20')).toBe('/search?q=a+b%26c&version=0.20');
    expect(searchPageLink('x')).toBe('/search?q=x');
  });

  it('reads the API version from contextual facet filters', () => {
    expect(apiVersionOf(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-api-0.20']])).toBe('0.20');
    expect(apiVersionOf(['language:en'])).toBeUndefined();
  });
});

describe('searchOfUnknownPath', () => {
  const v11 = {name: '1.1', path: '/api/1.1'};
  const next = {name: 'current', path: '/api/next'};
  const latest = {name: '1.2', path: '/api'};

  it('searches for the words of the last segment, in the version the path is under', () => {
    expect(searchOfUnknownPath('/api/1.1/zkvm/reciepts', v11)).toBe('/search?q=reciepts&version=1.1');
    expect(searchOfUnknownPath('/api/next/generating-proofs/dev_mode/', next)).toBe(
      '/search?q=dev+mode&version=current',
    );
    expect(searchOfUnknownPath('/api/zkvm/index.html', latest)).toBe('/search?q=zkvm&version=1.2');
    expect(searchOfUnknownPath('/proof-system/stark-by-hand.html')).toBe('/search?q=stark+by+hand');
    expect(searchOfUnknownPath('/faq%20entries')).toBe('/search?q=faq+entries');
  });

  it('gives the bare search page when the path names nothing below its version', () => {
    expect(searchOfUnknownPath('/')).toBe('/search');
    expect(searchOfUnknownPath('/api/1.1/', v11)).toBe('/search');
  });
});

describe('resultTrail', () => {
  it('names the section, the page and the headings above the hit', () => {
    const hierarchy = {lvl0: 'Build with the zkVM', lvl1: 'Receipts', lvl2: 'Verifying a receipt', lvl3: 'Exit codes'};
    expect(resultTrail(hierarchy, 'lvl3')).toEqual(['Build with the zkVM', 'Receipts', 'Verifying a receipt']);
    expect(resultTrail(hierarchy, 'lvl1')).toEqual(['Build with the zkVM']);
  });

  it('names a page that is its own section once', () => {
    const hierarchy = {lvl0: 'Terminology', lvl1: 'Terminology', lvl2: 'Proofs and receipts', lvl3: 'Receipt'};
    expect(resultTrail(hierarchy, 'lvl3')).toEqual(['Terminology', 'Proofs and receipts']);
  });
});
