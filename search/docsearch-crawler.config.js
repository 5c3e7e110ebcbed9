// Configuration of the Algolia Crawler that fills the hosted DocSearch index
// 'risczero' from the deployed site. Paste it into the crawler editor and
// replace the two placeholders; keys never live in this repository.
//
// Records have the shape the site's search UI reads (and that the embedded
// index copies): hierarchy.lvl0 to lvl6, content, type, url, url_without_anchor,
// anchor and objectID, plus the `language` and `docusaurus_tag` facets taken
// from the <meta name="docsearch:…"> tags Docusaurus renders on every page.

const SITE = 'https://dev.risczero.com';
const INDEX = 'risczero';

new Crawler({
  appId: 'REPLACE_WITH_APP_ID',
  apiKey: 'REPLACE_WITH_CRAWLER_WRITE_KEY',
  rateLimit: 8,
  maxDepth: 10,
  startUrls: [`${SITE}/`],
  sitemaps: [`${SITE}/sitemap.xml`],
  discoveryPatterns: [`${SITE}/**`],
  // The search page and the not-found page have nothing to index.
  exclusionPatterns: [`${SITE}/search**`, `${SITE}/404.html`],
  ignoreCanonicalTo: true,
  schedule: 'every 1 day at 3:00 am',
  actions: [
    {
      indexName: INDEX,
      pathsToMatch: [`${SITE}/**`],
      recordExtractor: ({$, helpers}) => {
        // The result group: the active top-level sidebar category, else the
        // active navbar item (Documentation, Terminology, FAQ, Education Hub).
        const lvl0 =
          $(
            '.theme-doc-sidebar-menu > .menu__list-item > .menu__link--active, ' +
              '.theme-doc-sidebar-menu > .menu__list-item > .menu__list-item-collapsible > .menu__link--active',
          )
            .first()
            .text() ||
          $('.navbar__item.navbar__link--active').first().text() ||
          'Documentation';

        return helpers.docsearch({
          recordProps: {
            lvl0: {selectors: '', defaultValue: lvl0},
            lvl1: ['header h1', 'article h1'],
            lvl2: 'article h2',
            lvl3: 'article h3',
            lvl4: 'article h4',
            lvl5: 'article h5, article td:first-child',
            lvl6: 'article h6',
            content: 'article p, article li, article td:last-child, article pre',
          },
          indexHeadings: true,
          aggregateContent: true,
          recordVersion: 'v3',
        });
      },
    },
  ],
  initialIndexSettings: {
    [INDEX]: {
      attributesForFaceting: ['type', 'language', 'docusaurus_tag'],
      attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
      attributesToHighlight: ['hierarchy', 'content'],
      attributesToSnippet: ['content:10'],
      camelCaseAttributes: ['hierarchy', 'content'],
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'unordered(hierarchy.lvl5)',
        'unordered(hierarchy.lvl6)',
        'content',
      ],
      distinct: true,
      attributeForDistinct: 'url',
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
      ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      // Same typo rules as the embedded index: one typo from 4 letters, two from 8.
      minWordSizefor1Typo: 4,
      minWordSizefor2Typos: 8,
      allowTyposOnNumericTokens: false,
      minProximity: 1,
      ignorePlurals: true,
      advancedSyntax: true,
      attributeCriteriaComputedByMinProximity: true,
      removeWordsIfNoResults: 'allOptional',
    },
  },
});
