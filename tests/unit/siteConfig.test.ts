import {afterEach, describe, expect, it, vi} from 'vitest';
import type {Config} from '@docusaurus/types';

// The configuration's fixed choices (navbar, footer, colour mode, table of
// contents, Prism languages) are tested on the built pages, in the browser
// tests; what is tested here is how the environment changes the configuration.
type ThemeConfig = {
  algolia: {appId: string; apiKey: string; indexName: string; contextualSearch: boolean};
};

describe('third parties', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  async function loadConfig(): Promise<Config> {
    vi.resetModules();
    return (await import('../../docusaurus.config')).default as unknown as Config;
  }

  function presetOptions(loaded: Config): Record<string, unknown> {
    const preset = loaded.presets?.[0] as [string, Record<string, unknown>];
    return preset[1];
  }

  it('loads nothing from another origin when nothing is configured', async () => {
    vi.stubEnv('DOCS_GTAG_ID', '');
    vi.stubEnv('DOCS_SEARCH_APP_ID', '');
    vi.stubEnv('DOCS_SEARCH_API_KEY', '');
    const loaded = await loadConfig();
    expect(presetOptions(loaded).gtag).toBeUndefined();
    expect(loaded.scripts ?? []).toEqual([]);
    expect(loaded.stylesheets ?? []).toEqual([]);
    // Head tags may point only at this site (no scheme or host).
    const headTagUrls = (loaded.headTags ?? [])
      .flatMap((tag) => Object.values(tag.attributes ?? {}))
      .filter((value) => typeof value === 'string' && /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(value));
    expect(headTagUrls).toEqual([]);
    // Search runs on the embedded index.
    expect((loaded.themeConfig as ThemeConfig).algolia).toMatchObject({appId: 'embedded', indexName: 'risczero'});
  });

  it('switches search to the hosted index when its credentials are set', async () => {
    vi.stubEnv('DOCS_SEARCH_APP_ID', 'APP123');
    vi.stubEnv('DOCS_SEARCH_API_KEY', 'search-only-key');
    const loaded = await loadConfig();
    expect((loaded.themeConfig as ThemeConfig).algolia).toMatchObject({
      appId: 'APP123',
      apiKey: 'search-only-key',
      indexName: 'risczero',
      contextualSearch: true,
    });
  });

  it('turns analytics on only when DOCS_GTAG_ID is set', async () => {
    vi.stubEnv('DOCS_GTAG_ID', 'G-TEST123');
    const loaded = await loadConfig();
    expect(presetOptions(loaded).gtag).toMatchObject({trackingID: 'G-TEST123'});
  });
});
