import {createRequire} from 'node:module';
import type {Configuration} from 'webpack';
import {describe, expect, it} from 'vitest';
import preactClientPlugin, {PREACT_ALIASES} from '../index';

const require = createRequire(import.meta.url);

/** The alias part of Docusaurus' base config, as the plugin receives it. */
function baseConfig(mode: 'production' | 'development'): Configuration {
  return {
    mode,
    resolve: {alias: {react: '/site/node_modules/react', 'react-dom': '/site/node_modules/react-dom', '@site': '/site'}},
  };
}

function configure(config: Configuration, isServer: boolean) {
  const plugin = preactClientPlugin();
  // Only the first two arguments are read.
  return (plugin.configureWebpack as (c: Configuration, s: boolean) => Configuration)(config, isServer);
}

describe('preact-client plugin', () => {
  it('points React at preact/compat in the production browser bundle and drops the prefix aliases', () => {
    const config = baseConfig('production');
    const result = configure(config, false);
    expect(result.resolve?.alias).toEqual(PREACT_ALIASES);
    expect(config.resolve?.alias).toEqual({'@site': '/site'});
  });

  it('leaves the server bundle and development builds on React', () => {
    for (const [mode, isServer] of [['production', true], ['development', false]] as const) {
      const config = baseConfig(mode);
      expect(configure(config, isServer), `${mode}, server: ${isServer}`).toEqual({});
      expect(config.resolve?.alias).toEqual(baseConfig(mode).resolve?.alias);
    }
  });

  it('maps every React entry the client code imports to a Preact entry that exists', () => {
    const specifiers = Object.keys(PREACT_ALIASES).map((key) => key.replace(/\$$/, ''));
    expect(specifiers.sort()).toEqual(['react', 'react-dom', 'react-dom/client', 'react/jsx-dev-runtime', 'react/jsx-runtime']);
    for (const target of Object.values(PREACT_ALIASES)) {
      expect(() => require.resolve(target), target).not.toThrow();
    }
  });

  it('gives the compat layer the React APIs Docusaurus starts the app with', () => {
    const compat = require('preact/compat') as Record<string, unknown>;
    const client = require('preact/compat/client') as Record<string, unknown>;
    for (const name of ['startTransition', 'useSyncExternalStore', 'useId', 'createPortal', 'forwardRef', 'flushSync']) {
      expect(typeof compat[name], name).toBe('function');
    }
    expect(typeof client.hydrateRoot).toBe('function');
    expect(typeof client.createRoot).toBe('function');
  });
});
