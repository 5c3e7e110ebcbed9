// ESLint for the site's code (`npm run lint:code`). Markdown and MDX are
// linted by markdownlint, and formatting is Prettier's job.
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['build/', 'build-test/', 'build-hosted/', '.docusaurus/', 'test-results/', 'static/', '.scratch/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {globals: {...globals.node}},
    rules: {
      // `_name` marks a parameter a signature needs but the body does not.
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
    },
  },
  {
    // Run by the DocSearch crawler, which defines `Crawler`.
    files: ['search/docsearch-crawler.config.js'],
    languageOptions: {globals: {Crawler: 'readonly'}},
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: {globals: {...globals.browser}},
    plugins: {'@docusaurus': docusaurus, 'react-hooks': reactHooks},
    rules: {
      ...docusaurus.configs.recommended.rules,
      // The site has one language; its texts are not run through <Translate>.
      '@docusaurus/string-literal-i18n-messages': 'off',
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
      // The two rules of hooks. The plugin's React Compiler rules (refs read
      // during render, setState in effects) flag patterns this site relies on
      // without the compiler, such as a latest-options ref.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
