import {describe, expect, it} from 'vitest';
import {checkCodeBlock} from '../../scripts/code-blocks/checkCode';
import {extractCodeBlocks, metaFlags} from '../../scripts/code-blocks/extractCodeBlocks';
import {checkDocFile, docFiles, formatProblem} from '../../scripts/code-blocks/checkDocs';
import {siteDir} from '../support/siteDir';

const check = (lang: string | null, code: string, meta = '') => checkCodeBlock({lang, meta, code});

describe('extracting code blocks', () => {
  it('finds fenced blocks with language, meta and fence line, inside admonitions too', () => {
    const source = [
      '---',
      'title: T',
      '---',
      '',
      'Text',
      '',
      '```rust title="src/main.rs" partial',
      'let x = 1;',
      '```',
      '',
      ':::note',
      '',
      '```',
      'plain',
      '```',
      '',
      ':::',
    ].join('\n');
    expect(extractCodeBlocks(source)).toEqual([
      {lang: 'rust', meta: 'title="src/main.rs" partial', code: 'let x = 1;', line: 7},
      {lang: null, meta: '', code: 'plain', line: 13},
    ]);
  });

  it('reads flags from the meta string, ignoring quoted values and line ranges', () => {
    expect(metaFlags('title="partial.rs" {1,3} showLineNumbers')).toEqual(['showLineNumbers']);
    expect(metaFlags('partial title="x y"')).toEqual(['partial']);
  });
});

describe('checking one block', () => {
  it('requires a declared, known language', async () => {
    expect(await check(null, 'x')).toEqual([{line: 1, message: 'the fence declares no language'}]);
    expect((await check('rs', 'fn main() {}'))[0]?.message).toMatch(/unknown language "rs"/);
    expect(await check('text', 'anything { at all')).toEqual([]);
  });

  it('parses Rust files, and statements only in blocks marked partial', async () => {
    expect(
      await check(
        'rust',
        '#![no_main]\nuse risc0_zkvm::guest::env;\nrisc0_zkvm::guest::entry!(main);\nfn main() { let n: u32 = env::read(); env::commit(&n); }',
      ),
    ).toEqual([]);
    const statement = 'let n: u32 = env::read();';
    expect((await check('rust', statement))[0]?.message).toMatch(/let_declaration .* mark the block "partial"/);
    expect(await check('rust', statement, 'partial')).toEqual([]);
    expect(await check('rust', 'fn main() {\n    let x = ;\n}')).toEqual([
      {line: 2, message: expect.stringMatching(/^syntax error/)},
    ]);
    expect((await check('rust', 'let v = vec![1, 2];\n...', 'partial'))[0]?.line).toBe(2);
  });

  it('parses TOML and JSON strictly', async () => {
    expect(await check('toml', '[dependencies]\nrisc0-zkvm = { version = "1.2.0", default-features = false }')).toEqual(
      [],
    );
    expect((await check('toml', '[dependencies]\nrisc0-zkvm = 1.2.0'))[0]?.line).toBe(2);
    expect(await check('json', '{"rust-analyzer.linkedProjects": ["./Cargo.toml"]}')).toEqual([]);
    expect((await check('json', '{"a": 1,}'))[0]?.message).toMatch(/^JSON/);
  });

  it('parses Solidity files, and members or statements in partial blocks', async () => {
    const contract = 'pragma solidity ^0.8.20;\ncontract C { function f(bytes calldata seal) external view {} }';
    expect(await check('solidity', contract)).toEqual([]);
    expect(await check('solidity', 'function f() external {}', 'partial')).toEqual([]);
    expect(await check('solidity', 'verifier.verify(seal, imageId, sha256(journal));', 'partial')).toEqual([]);
    expect((await check('solidity', 'verifier.verify(seal, imageId, sha256(journal));'))[0]?.message).toMatch(
      /^Solidity/,
    );
    expect((await check('solidity', 'contract C { function f( }'))[0]?.message).toMatch(/^Solidity/);
  });

  it('tokenises bash and rejects prompts', async () => {
    expect(await check('bash', 'curl -L https://risczero.com/install | bash\nrzup install')).toEqual([]);
    expect((await check('bash', 'echo "unterminated'))[0]?.message).toMatch(/^syntax error/);
    expect(await check('bash', 'cargo build\n$ cargo run')).toEqual([
      {line: 2, message: expect.stringMatching(/prompt/)},
    ]);
  });

  it('parses Mermaid diagrams, labels with HTML included', async () => {
    expect(await check('mermaid', 'flowchart LR\n  G["Guest<br/>Rust"] -->|"ELF"| H["Host"]')).toEqual([]);
    expect((await check('mermaid', 'sequenceDiagram\n  Host->>'))[0]?.message).toMatch(/^Mermaid/);
  });

  it('parses TypeScript and TSX', async () => {
    expect(await check('tsx', 'export default function A(): JSX.Element { return <b>x</b>; }')).toEqual([]);
    expect((await check('ts', 'const x: = 1;'))[0]?.line).toBe(1);
  });
});

describe('code blocks in the docs', () => {
  const files = docFiles(siteDir);

  it('covers every docs area and version', () => {
    expect(files.length).toBeGreaterThan(200);
  });

  it.each(files.map((file) => [file.slice(siteDir.length + 1), file]))('%s', async (_name, file) => {
    const problems = await checkDocFile(file);
    expect(problems.map((p) => formatProblem(p, siteDir))).toEqual([]);
  });
});
