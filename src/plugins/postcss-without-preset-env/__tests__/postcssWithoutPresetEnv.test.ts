import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import postcssWithoutPresetEnvPlugin from '..';

const require = createRequire(import.meta.url);

describe('postcss-without-preset-env', () => {
  const configure = (plugins: unknown[]) =>
    postcssWithoutPresetEnvPlugin().configurePostCss?.({ident: 'postcss', plugins} as never);

  it('takes out the postcss-preset-env that Docusaurus adds and keeps other plugins', () => {
    // The entry as @docusaurus/bundler's style loader writes it.
    const presetEnv = [require.resolve('postcss-preset-env', {paths: [require.resolve('@docusaurus/bundler')]}), {}];
    const other = ['tailwindcss', {}];
    expect(configure([presetEnv, other])).toEqual({ident: 'postcss', plugins: [other]});
  });

  it('fails the build once Docusaurus adds it no more', () => {
    expect(() => configure([['autoprefixer', {}]])).toThrow(/no longer adds postcss-preset-env/);
  });
});
