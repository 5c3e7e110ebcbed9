import type {DocSearchProps} from '@docsearch/react';

/** themeConfig.algolia as the search bar reads it. */
export type AlgoliaConfig = DocSearchProps & {
  contextualSearch?: boolean;
  externalUrlRegex?: string;
  searchParameters?: DocSearchProps['searchParameters'];
};
