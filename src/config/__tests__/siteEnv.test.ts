import {describe, expect, it} from 'vitest';
import {readSiteEnv} from '../siteEnv';
import {SITE_REPOSITORY, githubEditBaseUrl} from '../repository';
import {parseSearchHost} from '../search';

describe('readSiteEnv', () => {
  it('turns every third-party service off by default', () => {
    const env = readSiteEnv({});
    expect(env.gtagTrackingId).toBeUndefined();
    expect(env.testFixtures).toBe(false);
    expect(env.apiOnlyVersions).toBeUndefined();
    expect(env.baseUrl).toBe('/');
    expect(env.hostedSearch).toBeNull();
  });

  it('links "Edit this page" to the site repository unless told otherwise', () => {
    const {owner, name, branch} = SITE_REPOSITORY;
    expect(readSiteEnv({}).editUrl).toBe(githubEditBaseUrl(`${owner}/${name}`, branch));
    expect(readSiteEnv({DOCS_EDIT_REPO: ' ', DOCS_EDIT_BRANCH: ''}).editUrl).toBe(readSiteEnv({}).editUrl);
  });

  it('edits a fork, a branch, or any base URL', () => {
    expect(readSiteEnv({DOCS_EDIT_REPO: 'me/docs-fork'}).editUrl).toBe(
      `https://github.com/me/docs-fork/edit/${SITE_REPOSITORY.branch}/`,
    );
    expect(readSiteEnv({DOCS_EDIT_REPO: 'me/docs-fork', DOCS_EDIT_BRANCH: 'release/1.2'}).editUrl).toBe(
      'https://github.com/me/docs-fork/edit/release/1.2/',
    );
    // A whole URL wins: hosts other than GitHub have other edit paths.
    expect(
      readSiteEnv({DOCS_EDIT_URL: 'https://git.example.com/docs/-/edit/main/', DOCS_EDIT_REPO: 'me/docs-fork'}).editUrl,
    ).toBe('https://git.example.com/docs/-/edit/main/');
  });

  it.each([['docs-fork'], ['me/docs/fork'], ['https://github.com/me/docs-fork']])(
    'refuses DOCS_EDIT_REPO=%j',
    (repo) => {
      expect(() => readSiteEnv({DOCS_EDIT_REPO: repo})).toThrow(/owner\/name/);
    },
  );

  it('refuses a DOCS_EDIT_BRANCH that cannot be a branch', () => {
    expect(() => readSiteEnv({DOCS_EDIT_BRANCH: 'my branch'})).toThrow(/not a branch name/);
  });

  it('uses the hosted search index only with both an app id and a key', () => {
    expect(readSiteEnv({DOCS_SEARCH_APP_ID: 'APP'}).hostedSearch).toBeNull();
    expect(readSiteEnv({DOCS_SEARCH_APP_ID: 'APP', DOCS_SEARCH_API_KEY: 'KEY'}).hostedSearch).toEqual({
      appId: 'APP',
      apiKey: 'KEY',
      indexName: 'risczero',
      host: null,
    });
    expect(
      readSiteEnv({DOCS_SEARCH_APP_ID: 'APP', DOCS_SEARCH_API_KEY: 'KEY', DOCS_SEARCH_INDEX: 'staging'}).hostedSearch
        ?.indexName,
    ).toBe('staging');
  });

  it.each([
    ['docs', '/docs/'],
    ['/docs', '/docs/'],
    ['/docs/', '/docs/'],
    ['  ', '/'],
  ])('normalises DOCS_BASE_URL=%j to %j', (input, expected) => {
    expect(readSiteEnv({DOCS_BASE_URL: input}).baseUrl).toBe(expected);
  });

  it('reads a comma-separated list of API versions', () => {
    expect(readSiteEnv({DOCS_API_VERSIONS: ' current, 1.2 ,'}).apiOnlyVersions).toEqual(['current', '1.2']);
  });

  it('treats blank values as unset', () => {
    expect(readSiteEnv({DOCS_GTAG_ID: '   '}).gtagTrackingId).toBeUndefined();
  });

  it('links the default announcement through the base URL', () => {
    expect(readSiteEnv({DOCS_BASE_URL: '/docs/'}).announcement.content).toContain('href="/docs/api/');
  });

  it('lets operators replace the announcement and its id', () => {
    const env = readSiteEnv({DOCS_ANNOUNCEMENT_ID: 'v2', DOCS_ANNOUNCEMENT_HTML: 'Hello'});
    expect(env.announcement).toEqual({id: 'v2', content: 'Hello'});
  });
});

describe('parseSearchHost', () => {
  it.each([
    ['127.0.0.1:3299', {url: '127.0.0.1', port: 3299, protocol: 'http', accept: 'read'}],
    ['https://search.example.com', {url: 'search.example.com', protocol: 'https', accept: 'read'}],
    ['http://proxy.local:8080/', {url: 'proxy.local', port: 8080, protocol: 'http', accept: 'read'}],
  ])('reads %s', (value, expected) => {
    expect(parseSearchHost(value)).toEqual(expected);
  });
});
