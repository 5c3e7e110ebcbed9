import {createHash} from 'node:crypto';
// Loaded by Node itself, not by jiti (scripts/lib/configLoader.mjs): jiti's
// CommonJS copy of parse5 parsed the built pages three times slower.
import {parse, type DefaultTreeAdapterMap} from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** What the policy step needs to know about one built HTML page. */
export type HtmlPageFacts = {
  /** CSP hash sources ('sha256-…') of the page's inline executable scripts. */
  scriptHashes: string[];
  /** Inline code a hash cannot allow (event-handler attributes, javascript: URLs). */
  problems: string[];
  /** Where the policy <meta> goes: an existing one is replaced, else the range is empty. */
  metaSlot: {start: number; end: number};
};

// Types the HTML standard runs as script; any other type is a data block
// (JSON-LD, for instance) that CSP does not govern, so it needs no hash.
const CLASSIC_SCRIPT_TYPES =
  /^(?:(?:application|text)\/(?:x-)?(?:java|ecma)script|text\/javascript1\.[0-5]|text\/(?:jscript|livescript))$/;
const OTHER_EXECUTABLE_TYPES = new Set(['', 'module', 'importmap', 'speculationrules']);

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href']);

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

export function isExecutableScriptType(type: string | undefined): boolean {
  const normalised = (type ?? '').trim().toLowerCase();
  return OTHER_EXECUTABLE_TYPES.has(normalised) || CLASSIC_SCRIPT_TYPES.test(normalised);
}

/** The CSP source that allows exactly this script text. */
export function scriptHashSource(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

/** Every element in document order, a template's content after its own children. */
function elements(root: Node): Element[] {
  const found: Element[] = [];
  const stack: Node[] = [root];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (isElement(node)) {
      found.push(node);
      if (node.tagName === 'template') stack.push((node as DefaultTreeAdapterMap['template']).content);
    }
    if ('childNodes' in node) for (let i = node.childNodes.length - 1; i >= 0; i -= 1) stack.push(node.childNodes[i]!);
  }
  return found;
}

function textOf(element: Element): string {
  return element.childNodes
    .map((child) => ('value' in child && child.nodeName === '#text' ? child.value : ''))
    .join('');
}

function isPolicyMeta(element: Element): boolean {
  return element.tagName === 'meta' && attribute(element, 'http-equiv')?.toLowerCase() === 'content-security-policy';
}

/**
 * The page up to its <body> tag, which holds everything the policy's place
 * depends on: the <head> tag, its first child, an existing policy <meta> and
 * any script before them. Parsed alone, it gives every element that starts in
 * it the offsets it has in the whole page.
 */
function headPart(html: string): string {
  const body = html.search(/<body[\s>]/i);
  return body === -1 ? html : html.slice(0, body);
}

/** Where the policy <meta> goes, from the page's head parsed with source offsets. */
function policySlot(html: string, file: string, hasPolicyMeta: boolean): HtmlPageFacts['metaSlot'] {
  let head: Element | undefined;
  let existingMeta: Element | undefined;
  let firstScriptOffset = Infinity;
  for (const element of elements(parse(headPart(html), {sourceCodeLocationInfo: true}))) {
    if (element.tagName === 'head') head ??= element;
    if (isPolicyMeta(element)) existingMeta ??= element;
    if (element.tagName === 'script') {
      firstScriptOffset = Math.min(firstScriptOffset, element.sourceCodeLocation?.startOffset ?? Infinity);
    }
  }
  if (hasPolicyMeta !== (existingMeta !== undefined)) {
    throw new Error(`${file}: a Content-Security-Policy <meta> outside the page's <head>`);
  }

  let metaSlot: HtmlPageFacts['metaSlot'];
  const existing = existingMeta?.sourceCodeLocation;
  if (existing) {
    metaSlot = {start: existing.startOffset, end: existing.endOffset};
  } else {
    const headTag = head?.sourceCodeLocation?.startTag;
    if (!head || !headTag) throw new Error(`${file}: no <head> tag to hold the Content-Security-Policy`);
    // Right after <meta charset> when it leads the head, so the encoding is still declared first.
    const first = head.childNodes.find(isElement);
    const afterCharset = first?.tagName === 'meta' && attribute(first, 'charset') !== undefined;
    const offset = afterCharset ? (first.sourceCodeLocation?.endOffset ?? headTag.endOffset) : headTag.endOffset;
    metaSlot = {start: offset, end: offset};
  }
  // A <meta> policy only governs what follows it.
  if (firstScriptOffset < metaSlot.start) {
    throw new Error(`${file}: a <script> comes before the place of the Content-Security-Policy <meta>`);
  }
  return metaSlot;
}

/**
 * Reads one built page with a real HTML parser, so script text is exactly
 * what the browser hashes (the parser normalises newlines the same way).
 * The whole page is parsed without source offsets, which would double the
 * parse's cost over 242 pages; only its head is parsed again with them.
 */
export function readHtmlPage(html: string, file = 'page'): HtmlPageFacts {
  const scriptHashes: string[] = [];
  const problems: string[] = [];
  let hasPolicyMeta = false;
  for (const element of elements(parse(html))) {
    if (isPolicyMeta(element)) hasPolicyMeta = true;
    if (
      element.tagName === 'script' &&
      attribute(element, 'src') === undefined &&
      isExecutableScriptType(attribute(element, 'type'))
    ) {
      scriptHashes.push(scriptHashSource(textOf(element)));
    }
    for (const {name, value} of element.attrs) {
      if (/^on/i.test(name)) problems.push(`${file}: <${element.tagName} ${name}> is an inline event handler`);
      if (URL_ATTRIBUTES.has(name) && /^\s*javascript:/i.test(value)) {
        problems.push(`${file}: <${element.tagName} ${name}="javascript:…">`);
      }
    }
  }
  return {scriptHashes, problems, metaSlot: policySlot(html, file, hasPolicyMeta)};
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/** The page with its policy <meta> written into the slot `readHtmlPage` found. */
export function withPolicyMeta(html: string, slot: HtmlPageFacts['metaSlot'], policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}">`;
  return `${html.slice(0, slot.start)}${meta}${html.slice(slot.end)}`;
}
