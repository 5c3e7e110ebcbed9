/**
 * What one search covers, as the modal's contextual facet filters set it:
 * the root docs plus one API version (the page's own, or the latest from a
 * root page). Shared by the benchmarks of every engine so they search alike.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {QueryContext} from '../../tests/search/readerQuery';

/** The first entry of api_versions.json: the version a root page searches. */
export function latestApiVersion(siteDir: string): string {
  const versions = JSON.parse(readFileSync(path.join(siteDir, 'api_versions.json'), 'utf8')) as string[];
  return versions[0] ?? 'next';
}

/**
 * The search shard tags of the whole site: the root docs, the unreleased API
 * docs and every released API version of api_versions.json.
 */
export function siteSearchTags(siteDir: string): string[] {
  const versions = JSON.parse(readFileSync(path.join(siteDir, 'api_versions.json'), 'utf8')) as string[];
  return ['docs-default-current', 'docs-api-current', ...versions.map((version) => `docs-api-${version}`)];
}

/** The `docusaurus_tag` values a search from a page of `context` keeps. */
export function searchedTags(context: QueryContext, latestApiVersion: string): string[] {
  const version = context === 'root' ? latestApiVersion : context;
  const apiTag = `docs-api-${version === 'next' ? 'current' : version}`;
  return ['default', 'docs-default-current', apiTag];
}
