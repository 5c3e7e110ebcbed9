import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';

import apiVersions from './api_versions.json';
import {readSiteEnv} from './src/config/siteEnv';
import {navbarItems} from './src/config/navbar';
import {footerLinks} from './src/config/footer';
import {codeTheme} from './src/config/codeTheme';
import rehypeStaticMath from './src/plugins/rehype-static-math';
import remarkUniqueHeadingIds from './src/plugins/remark-unique-heading-ids';
import remarkDiagramSizes, {diagramSizesCachePlugin} from './src/plugins/remark-diagram-sizes';
import remarkExtLinks from './src/plugins/remark-ext-links';
import routeManifestPlugin from './src/plugins/route-manifest';
import searchIndexPlugin, {SEARCH_STATIC_DIR} from './src/plugins/search-index';
import markdownTwinsPlugin from './src/plugins/markdown-twins';
import robotsTxtPlugin from './src/plugins/robots-txt';
import socialCardsPlugin from './src/plugins/social-cards';
import {socialCardPath} from './src/plugins/social-cards/cardPath';
import fontFilesPlugin from './src/plugins/font-files';
import builtHtmlPlugin from './src/plugins/built-html';
import postcssInlineConfigPlugin from './src/plugins/postcss-inline-config';
import postcssWithoutPresetEnvPlugin from './src/plugins/postcss-without-preset-env';
import firstPaintPlugin from './src/plugins/first-paint';
import deferPrismLanguagesPlugin from './src/plugins/defer-prism-languages';
import tslibImportDefaultPlugin from './src/plugins/tslib-import-default';
import serverDeferredModulesPlugin from './src/plugins/server-deferred-modules';
import {DEFAULT_SEARCH_INDEX} from './src/config/siteEnv';
import {EMBEDDED_SEARCH} from './src/config/search';
import {prioritiseSitemap} from './src/config/sitemap';
import {SITE_REPOSITORY} from './src/config/repository';
import nextReleaseEditUrlsPlugin from './src/plugins/next-release-edit-urls';

// Every environment-dependent choice is read once, here.
const env = readSiteEnv(process.env);

// Root docs and the `api` docs share these options so math and code
// handling can never drift between the two instances.
const commonDocsOptions = {
  remarkPlugins: [remarkMath, remarkUniqueHeadingIds, remarkDiagramSizes, remarkExtLinks],
  rehypePlugins: [rehypeKatex, rehypeStaticMath],
  showLastUpdateTime: false,
  editUrl: env.editUrl,
} satisfies Partial<DocsOptions>;

const latestApiVersion = apiVersions[0];
const isDev = process.env.NODE_ENV === 'development';
// `npm start` serves next and the latest release only: the six older ones
// would add most of the start-up time (Docusaurus' advice for sites with many
// versions). DOCS_API_VERSIONS picks others; `all` builds every version.
const apiVersionsToBuild = env.apiOnlyVersions?.includes('all')
  ? undefined
  : (env.apiOnlyVersions ?? (isDev ? ['current', ...apiVersions.slice(0, 1)] : undefined));

// Fixture pages for the browser tests (crash, lazy loading, Markdown
// features): unlisted, and only in builds that ask for them.
const testFixturesPlugin: PluginConfig = [
  '@docusaurus/plugin-content-docs',
  {
    ...commonDocsOptions,
    id: 'test-fixtures',
    path: 'tests/fixtures/docs',
    routeBasePath: 'tests',
    sidebarPath: false,
  } satisfies DocsOptions,
];

const config = {
  title: 'Developer Docs',
  tagline: 'Hyper-efficient, general-purpose zero-knowledge computing: prove any Rust program with the RISC Zero zkVM.',
  favicon: 'img/favicon.svg',
  // The embedded search index's files, which its plugin writes at load time.
  staticDirectories: ['static', SEARCH_STATIC_DIR],
  url: env.siteUrl,
  baseUrl: env.baseUrl,
  organizationName: SITE_REPOSITORY.owner,
  projectName: SITE_REPOSITORY.name,
  // Left unset on purpose (spec §9): `/faq` and `/faq/` both resolve.
  trailingSlash: undefined,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  markdown: {
    mermaid: true,
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      // Off: the layer polyfill gives Infima a higher specificity than our
      // unlayered custom.css, so our colour variables would lose.
      useCssCascadeLayers: false,
      siteStorageNamespacing: true,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    faster: true,
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  clientModules: [
    './src/clientModules/hydrationMark.ts',
    './src/clientModules/idlePrefetch/index.ts',
    './src/clientModules/anchorAfterNavigation.ts',
  ],

  customFields: {
    // Read by our search client: a proxy host for the hosted index, or null.
    searchHost: env.hostedSearch?.host ?? null,
  },

  presets: [
    [
      'classic',
      {
        docs: {
          ...commonDocsOptions,
          path: 'docs',
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
        },
        blog: false,
        pages: {
          remarkPlugins: commonDocsOptions.remarkPlugins,
          rehypePlugins: commonDocsOptions.rehypePlugins,
        },
        // KaTeX's stylesheet first, so our rules for .katex win ties. Docusaurus
        // builds one CSS file; its fonts are fetched only by pages with math.
        theme: {customCss: [require.resolve('katex/dist/katex.min.css'), './src/css/custom.css']},
        sitemap: {
          changefreq: 'weekly',
          createSitemapItems: async ({defaultCreateSitemapItems, ...params}) =>
            prioritiseSitemap(await defaultCreateSitemapItems(params)),
        },
        // Analytics is third-party: it exists only when an id is configured.
        gtag: env.gtagTrackingId ? {trackingID: env.gtagTrackingId, anonymizeIP: true} : undefined,
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      '@docusaurus/plugin-content-docs',
      {
        ...commonDocsOptions,
        id: 'api',
        path: 'api',
        routeBasePath: 'api',
        sidebarPath: './sidebarsApi.ts',
        lastVersion: latestApiVersion,
        versions: {
          // Unreleased docs: readers should land on a release, so search engines skip them.
          current: {label: 'Next', path: 'next', banner: 'unreleased', noIndex: true},
        },
        onlyIncludeVersions: apiVersionsToBuild,
      } satisfies DocsOptions,
    ],
    builtHtmlPlugin({
      redirects: {redirects: [{from: '/tech_faq', to: '/faq'}]},
      policy: {
        hostedSearch: env.hostedSearch && {appId: env.hostedSearch.appId, host: env.hostedSearch.host},
        gtag: env.gtagTrackingId !== undefined,
      },
    }),
    routeManifestPlugin,
    nextReleaseEditUrlsPlugin,
    searchIndexPlugin,
    markdownTwinsPlugin,
    robotsTxtPlugin,
    socialCardsPlugin,
    fontFilesPlugin,
    diagramSizesCachePlugin,
    firstPaintPlugin,
    deferPrismLanguagesPlugin,
    tslibImportDefaultPlugin,
    serverDeferredModulesPlugin,
    postcssInlineConfigPlugin,
    postcssWithoutPresetEnvPlugin,
    ...(env.testFixtures ? [testFixturesPlugin] : []),
  ],

  // The classic preset adds the DocSearch theme because themeConfig.algolia is set.
  themes: ['@docusaurus/theme-mermaid'],

  themeConfig: {
    // Pages without a card of their own (the not-found page) share the home page's.
    image: socialCardPath('/'),
    colorMode: {
      defaultMode: 'dark',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: env.announcement.id,
      content: env.announcement.content,
      isCloseable: true,
      backgroundColor: '#2b2350',
      textColor: '#f1f0fe',
    },
    navbar: {
      title: 'Developer Docs',
      logo: {
        alt: 'Developer Docs home',
        src: 'img/logo.svg',
        width: 32,
        height: 32,
      },
      items: navbarItems,
    },
    footer: {
      style: 'dark',
      links: footerLinks,
      copyright: '© 2024 RISC Zero, Inc.',
    },
    docs: {
      sidebar: {hideable: true, autoCollapseCategories: false},
    },
    // One DocSearch UI, two backends: the hosted 'risczero' index when its
    // credentials are configured, else the index embedded in the build.
    algolia: {
      appId: env.hostedSearch?.appId ?? EMBEDDED_SEARCH.appId,
      apiKey: env.hostedSearch?.apiKey ?? EMBEDDED_SEARCH.apiKey,
      indexName: env.hostedSearch?.indexName ?? DEFAULT_SEARCH_INDEX,
      contextualSearch: true,
      // Our own search page serves both backends.
      searchPagePath: false,
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    prism: {
      // Code stays on a dark editor theme in both colour modes: without a
      // darkTheme, dark mode uses this one too, and the theme travels once in
      // every page's start-up script instead of twice.
      theme: codeTheme,
      additionalLanguages: ['rust', 'toml', 'bash', 'solidity', 'json'],
    },
    mermaid: {
      theme: {light: 'neutral', dark: 'dark'},
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
