import {parse as parseToml} from 'smol-toml';
import type {Mention} from './mention';

const DEPENDENCY_TABLES = new Set(['dependencies', 'dev-dependencies', 'build-dependencies']);
type Table = Record<string, unknown>;
const isTable = (value: unknown): value is Table =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every dependency table of a manifest, at any depth (`workspace.dependencies`, `target.'cfg'.dependencies`). */
function dependencyTables(table: Table, into: Table[]): Table[] {
  for (const [key, value] of Object.entries(table)) {
    if (!isTable(value) || key === 'patch') continue;
    if (DEPENDENCY_TABLES.has(key)) into.push(value);
    else dependencyTables(value, into);
  }
  return into;
}

/**
 * The crates a Cargo.toml snippet depends on, with the version each asks for
 * (`[patch]` entries are forks of other crates and are left out). `firstLine`
 * is the doc line of the snippet's first line. A snippet that is not TOML
 * gives nothing here; the code-block check reports it.
 */
export function manifestMentions(toml: string, firstLine: number): Mention[] {
  let manifest: Table;
  try {
    manifest = parseToml(toml) as Table;
  } catch {
    return [];
  }
  const lines = toml.split('\n');
  const mentions: Mention[] = [];
  for (const table of dependencyTables(manifest, [])) {
    for (const [key, spec] of Object.entries(table)) {
      const name = isTable(spec) && typeof spec.package === 'string' ? spec.package : key;
      const version =
        typeof spec === 'string' ? spec : isTable(spec) && typeof spec.version === 'string' ? spec.version : undefined;
      const keyPattern = new RegExp(`^\\s*(\\[[^\\]]*\\.)?["']?${key.replace(/[-.]/g, '\\$&')}["']?\\s*[=\\]]`);
      const row = Math.max(
        0,
        lines.findIndex((text) => keyPattern.test(text)),
      );
      mentions.push({kind: 'crate', name, ...(version === undefined ? {} : {version}), line: firstLine + row});
    }
  }
  return mentions;
}
