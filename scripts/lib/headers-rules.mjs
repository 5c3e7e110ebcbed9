// Reads a `_headers` file (Cloudflare Pages syntax) and works out the headers
// a response for a path gets, the way that host does, so the local static
// server (and so the browser tests) sends what production sends.

/**
 * @typedef {{pattern: string, regex: RegExp, set: [string, string][], detach: string[]}} HeaderRule
 */

// Limits of the host: more is rejected at deploy time, so reject it here too.
const MAX_RULES = 100;
const MAX_LINE_LENGTH = 2000;

/** @param {string} pattern @returns {RegExp} */
function patternRegex(pattern) {
  if ((pattern.match(/\*/g) ?? []).length > 1) throw new Error(`_headers: more than one * in ${pattern}`);
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => {
      if (part === '*') return '(?<splat>.*)';
      if (/^:[A-Za-z]\w*$/.test(part)) return `(?<${part.slice(1)}>[^/]+)`;
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * Parses the file into rules, in file order.
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const where = `_headers line ${index + 1}`;
    if (line.length > MAX_LINE_LENGTH) throw new Error(`${where}: longer than ${MAX_LINE_LENGTH} characters`);
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    if (!/^\s/.test(line)) {
      rules.push({pattern: trimmed, regex: patternRegex(trimmed), set: [], detach: []});
      return;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`${where}: a header before any URL pattern`);
    if (trimmed.startsWith('!')) {
      rule.detach.push(trimmed.slice(1).trim().toLowerCase());
      return;
    }
    const colon = trimmed.indexOf(':');
    if (colon <= 0) throw new Error(`${where}: expected "Name: value" or "! Name"`);
    rule.set.push([trimmed.slice(0, colon).trim().toLowerCase(), trimmed.slice(colon + 1).trim()]);
  });
  if (rules.length > MAX_RULES) throw new Error(`_headers: ${rules.length} rules, the host accepts ${MAX_RULES}`);
  return rules;
}

/**
 * The headers for a request path (no query string), keyed by lower-case
 * name. Every matching rule applies, in file order: its detaches first, then
 * its headers, each joined with a comma to a value an earlier rule set.
 * Absolute-URL rules (https://host/…) never match here, since they depend on
 * the host name the site is served under.
 * @param {HeaderRule[]} rules
 * @param {string} pathname
 * @returns {Map<string, string>}
 */
export function headersForPath(rules, pathname) {
  /** @type {Map<string, string>} */
  const headers = new Map();
  for (const rule of rules) {
    const match = rule.regex.exec(pathname);
    if (!match) continue;
    for (const name of rule.detach) headers.delete(name);
    for (const [name, value] of rule.set) {
      const replaced = value.replace(/:([A-Za-z]\w*)/g, (whole, key) => match.groups?.[key] ?? whole);
      const previous = headers.get(name);
      headers.set(name, previous === undefined ? replaced : `${previous}, ${replaced}`);
    }
  }
  return headers;
}
