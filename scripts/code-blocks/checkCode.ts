import {createRequire} from 'node:module';
import {parse as parseToml} from 'smol-toml';
import {parse as parseSolidity} from '@solidity-parser/parser';
import ts from 'typescript';
import {Language, Parser, type Node as SyntaxNode} from 'web-tree-sitter';
import type {CodeBlock} from './extractCodeBlocks';
import {metaFlags} from './extractCodeBlocks';

/** A problem in one block; `line` is 1-based within the block's code. */
export type CodeProblem = {line: number; message: string};

/**
 * Languages a fence may declare: those with a checker below, and those Prism
 * highlights that are only shown (output, file trees, site source snippets).
 */
export const CHECKED_LANGUAGES = [
  'rust',
  'toml',
  'json',
  'solidity',
  'bash',
  'mermaid',
  'ts',
  'tsx',
  'js',
  'jsx',
] as const;
export const SHOWN_LANGUAGES = ['text', 'yaml', 'markdown', 'mdx', 'diff', 'cpp', 'c', 'python', 'go'] as const;

/** The fence word that marks a block as an excerpt; see README "Code blocks". */
export const PARTIAL_FLAG = 'partial';

// Top-level nodes a complete Rust file may hold (items, attributes, comments
// and item-position macros such as `risc0_zkvm::guest::entry!(main);`).
const RUST_ITEMS = new Set([
  'attribute_item',
  'inner_attribute_item',
  'line_comment',
  'block_comment',
  'use_declaration',
  'extern_crate_declaration',
  'mod_item',
  'function_item',
  'function_signature_item',
  'struct_item',
  'enum_item',
  'union_item',
  'impl_item',
  'trait_item',
  'type_item',
  'const_item',
  'static_item',
  'macro_definition',
  'macro_invocation',
  'foreign_mod_item',
  'empty_statement',
]);

type Grammars = {rust: Language; bash: Language};
let grammars: Promise<Grammars> | undefined;
const require = createRequire(import.meta.url);

/** Loads the tree-sitter grammars (WebAssembly builds shipped in their npm packages) once. */
function loadGrammars(): Promise<Grammars> {
  grammars ??= (async () => {
    await Parser.init();
    const [rust, bash] = await Promise.all([
      Language.load(require.resolve('tree-sitter-rust/tree-sitter-rust.wasm')),
      Language.load(require.resolve('tree-sitter-bash/tree-sitter-bash.wasm')),
    ]);
    return {rust, bash};
  })();
  return grammars;
}

function firstSyntaxError(node: SyntaxNode): SyntaxNode | null {
  if (node.isError || node.isMissing) return node;
  if (!node.hasError) return null;
  for (const child of node.children) {
    if (child === null) continue;
    const found = firstSyntaxError(child);
    if (found !== null) return found;
  }
  return node;
}

async function treeSitterProblems(
  language: Language,
  code: string,
): Promise<{problems: CodeProblem[]; root: SyntaxNode}> {
  const parser = new Parser();
  parser.setLanguage(language);
  const tree = parser.parse(code);
  if (tree === null) throw new Error('tree-sitter returned no tree');
  const error = firstSyntaxError(tree.rootNode);
  const problems: CodeProblem[] = [];
  if (error !== null) {
    const what = error.isMissing ? `missing ${error.type}` : `unexpected ${JSON.stringify(error.text.slice(0, 40))}`;
    problems.push({line: error.startPosition.row + 1, message: `syntax error: ${what}`});
  }
  return {problems, root: tree.rootNode};
}

async function checkRust(code: string, partial: boolean): Promise<CodeProblem[]> {
  const {rust} = await loadGrammars();
  const {problems, root} = await treeSitterProblems(rust, code);
  if (problems.length > 0 || partial) return problems;
  for (const child of root.namedChildren) {
    if (child === null) continue;
    const isItem =
      RUST_ITEMS.has(child.type) ||
      (child.type === 'expression_statement' && child.firstNamedChild?.type === 'macro_invocation');
    if (!isItem) {
      return [
        {
          line: child.startPosition.row + 1,
          message: `a ${child.type} at the top level is not a complete Rust file; mark the block "${PARTIAL_FLAG}" if it is an excerpt`,
        },
      ];
    }
  }
  return [];
}

async function checkBash(code: string): Promise<CodeProblem[]> {
  const {bash} = await loadGrammars();
  const {problems} = await treeSitterProblems(bash, code);
  const prompt = code.split('\n').findIndex((line) => /^\s*\$\s/.test(line));
  if (prompt >= 0) problems.push({line: prompt + 1, message: 'bash blocks hold commands only; drop the "$ " prompt'});
  return problems;
}

function checkToml(code: string): CodeProblem[] {
  try {
    parseToml(code);
    return [];
  } catch (error) {
    const line = (error as {line?: number}).line ?? 1;
    return [{line, message: `TOML: ${(error as Error).message.split('\n')[0]}`}];
  }
}

function checkJson(code: string): CodeProblem[] {
  try {
    JSON.parse(code);
    return [];
  } catch (error) {
    return [{line: 1, message: `JSON: ${(error as Error).message}`}];
  }
}

function checkSolidity(code: string, partial: boolean): CodeProblem[] {
  // An excerpt is tried as contract members, then as statements in a function.
  const attempts = partial
    ? [
        {prefix: 'contract Excerpt {\n', suffix: '\n}'},
        {prefix: 'contract Excerpt { function excerpt() external {\n', suffix: '\n} }'},
      ]
    : [{prefix: '', suffix: ''}];
  let first: CodeProblem | null = null;
  for (const {prefix, suffix} of attempts) {
    try {
      parseSolidity(prefix + code + suffix, {tolerant: false, loc: true});
      return [];
    } catch (error) {
      const found = (error as {errors?: {message: string; line: number}[]}).errors?.[0];
      const shift = prefix === '' ? 0 : 1;
      first ??= {
        line: Math.max(1, (found?.line ?? 1 + shift) - shift),
        message: `Solidity: ${found?.message ?? (error as Error).message}`,
      };
    }
  }
  return first === null ? [] : [first];
}

type MermaidApi = typeof import('mermaid').default;
let mermaidApi: Promise<MermaidApi> | undefined;

/**
 * Mermaid sanitises labels with DOMPurify while it parses, and DOMPurify
 * binds to the global window when it is first imported: give it a jsdom
 * window, then load Mermaid. Only the code check does this, never the site.
 */
function loadMermaid(): Promise<MermaidApi> {
  mermaidApi ??= (async () => {
    const {JSDOM} = await import('jsdom');
    const {window} = new JSDOM('<!doctype html><html><body></body></html>');
    Object.assign(globalThis, {window, document: window.document});
    const {default: mermaid} = await import('mermaid');
    mermaid.initialize({startOnLoad: false});
    return mermaid;
  })();
  return mermaidApi;
}

async function checkMermaid(code: string): Promise<CodeProblem[]> {
  const mermaid = await loadMermaid();
  try {
    await mermaid.parse(code);
    return [];
  } catch (error) {
    const message = (error as Error).message;
    const line = Number(/line (\d+)/.exec(message)?.[1] ?? 1);
    return [{line, message: `Mermaid: ${message.split('\n')[0]}`}];
  }
}

function checkScript(code: string, lang: string): CodeProblem[] {
  const kind =
    lang === 'tsx'
      ? ts.ScriptKind.TSX
      : lang === 'jsx'
        ? ts.ScriptKind.JSX
        : lang === 'js'
          ? ts.ScriptKind.JS
          : ts.ScriptKind.TS;
  const file = ts.createSourceFile(`block.${lang}`, code, ts.ScriptTarget.Latest, true, kind);
  // parseDiagnostics is internal but is exactly the syntax errors of the file.
  const diagnostics = (file as unknown as {parseDiagnostics: ts.Diagnostic[]}).parseDiagnostics;
  return diagnostics.slice(0, 1).map((d) => ({
    line: file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1,
    message: ts.flattenDiagnosticMessageText(d.messageText, ' '),
  }));
}

/** Checks one fenced block: a known language, and code that parses in it. */
export async function checkCodeBlock(block: Pick<CodeBlock, 'lang' | 'meta' | 'code'>): Promise<CodeProblem[]> {
  const {lang, code} = block;
  const partial = metaFlags(block.meta).includes(PARTIAL_FLAG);
  if (lang === null) return [{line: 1, message: 'the fence declares no language'}];
  switch (lang) {
    case 'rust':
      return checkRust(code, partial);
    case 'bash':
      return checkBash(code);
    case 'toml':
      return checkToml(code);
    case 'json':
      return checkJson(code);
    case 'solidity':
      return checkSolidity(code, partial);
    case 'mermaid':
      return checkMermaid(code);
    case 'ts':
    case 'tsx':
    case 'js':
    case 'jsx':
      return checkScript(code, lang);
    default:
      return (SHOWN_LANGUAGES as readonly string[]).includes(lang)
        ? []
        : [
            {
              line: 1,
              message: `unknown language "${lang}"; use one of ${[...CHECKED_LANGUAGES, ...SHOWN_LANGUAGES].join(', ')}`,
            },
          ];
  }
}
