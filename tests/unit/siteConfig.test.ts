import {afterEach, describe, expect, it, vi} from 'vitest';
import type {Config} from '@docusaurus/types';
import config from '../../docusaurus.config';
import {navbarItems} from '../../src/config/navbar';
import {footerLinks} from '../../src/config/footer';

type ThemeConfig = {
  colorMode: {defaultMode: string; respectPrefersColorScheme: boolean};
  tableOfContents: {minHeadingLevel: number; maxHeadingLevel: number};
  prism: {additionalLanguages: string[]};
  footer: {copyright: string};
  announcementBar: {id: string; isCloseable: boolean};
  algolia: {appId: string; apiKey: string; indexName: string; contextualSearch: boolean};
};
const themeConfig = config.themeConfig as unknown as ThemeConfig;

const label = (item: {label?: string; type?: string}) => item.label ?? item.type;

describe('navbar', () => {
  it('shows Documentation, Terminology, FAQ and Education Hub on the left, in order', () => {
    const left = navbarItems.filter((item) => item.position === 'left').map(label);
    expect(left).toEqual(['Documentation', 'Terminology', 'FAQ', 'Education Hub']);
  });

  it('shows the API version dropdown, Blog, GitHub and Community on the right, in order', () => {
    const right = navbarItems.filter((item) => item.position === 'right');
    expect(right.map(label)).toEqual(['docsVersionDropdown', 'Blog', 'GitHub', 'Community']);
    expect(right[0]).toMatchObject({docsPluginId: 'api'});
  });

  it('lists the community channels and the contributors guide', () => {
    const community = navbarItems.find((item) => item.label === 'Community');
    expect(community?.items?.map((item) => item.label)).toEqual([
      'Discord',
      'Twitter',
      'YouTube',
      'Stack Overflow',
      "Contributor's Guide",
    ]);
  });

  it('points Documentation at the API docs plugin', () => {
    expect(navbarItems[0]).toMatchObject({type: 'docsVersion', docsPluginId: 'api'});
  });
});

describe('theme', () => {
  it('has a footer with two link columns and a 2024 copyright line', () => {
    expect(footerLinks).toHaveLength(2);
    expect(themeConfig.footer.copyright).toMatch(/© 2024/);
  });

  it('defaults to dark mode regardless of the system preference', () => {
    expect(themeConfig.colorMode).toMatchObject({defaultMode: 'dark', respectPrefersColorScheme: false});
  });

  it('shows headings of levels 2 to 3 in the table of contents', () => {
    expect(themeConfig.tableOfContents).toEqual({minHeadingLevel: 2, maxHeadingLevel: 3});
  });

  it('highlights Rust, TOML, bash, Solidity and JSON', () => {
    expect(themeConfig.prism.additionalLanguages).toEqual(
      expect.arrayContaining(['rust', 'toml', 'bash', 'solidity', 'json']),
    );
  });

  it('has a dismissible announcement bar with an id', () => {
    expect(themeConfig.announcementBar.isCloseable).toBe(true);
    expect(themeConfig.announcementBar.id).not.toBe('');
  });
});

describe('build safety', () => {
  it('fails the build on broken links, markdown links and anchors', () => {
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('throw');
    expect(config.markdown.hooks.onBrokenMarkdownLinks).toBe('throw');
  });

  it('leaves trailingSlash unset', () => {
    expect(config.trailingSlash).toBeUndefined();
  });
});

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
    expect(loaded.headTags ?? []).toEqual([]);
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
