import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import postcssInlineConfigPlugin from '..';

const contextIn = (siteDir: string) => ({siteDir}) as LoadContext;

describe('postcss-inline-config', () => {
  it('keeps the inline PostCSS options and stops the search for a config file', () => {
    const plugin = postcssInlineConfigPlugin(contextIn(mkdtempSync(path.join(tmpdir(), 'site-'))));
    const options = {ident: 'postcss', plugins: []};
    expect(plugin.configurePostCss?.(options)).toEqual({...options, config: false});
  });

  it('fails the build when the site has a PostCSS config file it would ignore', () => {
    const siteDir = mkdtempSync(path.join(tmpdir(), 'site-'));
    writeFileSync(path.join(siteDir, 'postcss.config.js'), 'module.exports = {plugins: []};');
    expect(() => postcssInlineConfigPlugin(contextIn(siteDir))).toThrow(/postcss\.config\.js would be ignored/);
  });
});
