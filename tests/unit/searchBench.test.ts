import {describe, expect, it} from 'vitest';
import {searchedTags} from '../../scripts/lib/searchScope';
import {withTagFilter} from '../../scripts/lib/pagefindIndex.mjs';
import {percentile} from '../../scripts/lib/stats';

describe('searchedTags', () => {
  it('searches the root docs and the latest API version from a root page', () => {
    expect(searchedTags('root', '1.2')).toEqual(['default', 'docs-default-current', 'docs-api-1.2']);
  });

  it("searches a versioned page's own version, and the unreleased docs under their plugin tag", () => {
    expect(searchedTags('0.19', '1.2')).toContain('docs-api-0.19');
    expect(searchedTags('next', '1.2')).toContain('docs-api-current');
    expect(searchedTags('next', '1.2')).not.toContain('docs-api-1.2');
  });
});

describe('withTagFilter', () => {
  it("makes the page's docsearch tag the Pagefind filter, with the minified markup of the build", () => {
    const html =
      '<head><meta data-rh=true name=docusaurus_tag content=docs-api-1.2 />' +
      '<meta data-rh=true name=docsearch:docusaurus_tag content=docs-api-1.2 /></head>';
    expect(withTagFilter(html)).toBe(
      '<head><meta data-rh=true name=docusaurus_tag content=docs-api-1.2 />' +
        '<meta data-pagefind-filter="docusaurus_tag[content]" data-rh=true name=docsearch:docusaurus_tag content=docs-api-1.2 /></head>',
    );
  });

  it('leaves a page without the tag (a redirect, the 404 page) unfiltered', () => {
    const html = '<head><meta http-equiv="refresh" content="0; url=/api/zkvm/"></head>';
    expect(withTagFilter(html)).toBe(html);
  });
});

describe('percentile', () => {
  it('takes the nearest rank of sorted values', () => {
    const values = Array.from({length: 20}, (_, index) => index + 1);
    expect(percentile(values, 50)).toBe(11);
    expect(percentile(values, 95)).toBe(20);
    expect(percentile([], 95)).toBe(0);
  });
});
