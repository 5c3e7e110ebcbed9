import {describe, expect, it} from 'vitest';
import {docToMarkdown} from '../docToMarkdown';
import {llmsTxt} from '../llmsTxt';
import {twinPath} from '../twinPath';

const context = {
  absoluteUrl: (sitePath: string) => `https://docs.example.com${sitePath}`,
  permalinkOfFile: (file: string) => (file === '/site/api/zkvm/receipts.md' ? '/api/next/zkvm/receipts' : undefined),
};
const page = {
  file: '/site/api/zkvm/guide.md',
  title: 'Guide',
  description: 'What the guide covers.',
  version: 'current',
};
const convert = (source: string) =>
  docToMarkdown(source, page, context, 'https://docs.example.com/api/next/zkvm/guide');

describe('docToMarkdown', () => {
  it('starts with the title and description and drops front matter and imports', () => {
    const md = convert("---\ntitle: Guide\n---\n\nimport X from '@site/x';\n\nBody text.\n");
    expect(md.startsWith('# Guide\n\n> What the guide covers.\n\nBody text.')).toBe(true);
    expect(md).not.toContain('import');
    expect(md).not.toContain('title: Guide');
  });

  it('turns the link components into plain links for the page version', () => {
    const md = convert(
      'See <DocsRs item="risc0_zkvm/struct.Receipt.html">`Receipt`</DocsRs>, ' +
        '<RepoLink path="examples/ecdsa">the example</RepoLink> and <ExtLink to="rustup">rustup</ExtLink>.\n',
    );
    expect(md).toContain('[`Receipt`](https://docs.rs/risc0-zkvm/1.3/risc0_zkvm/struct.Receipt.html)');
    expect(md).toContain('[the example](https://github.com/risc0/risc0/tree/main/examples/ecdsa)');
    expect(md).toContain('[rustup](https://rustup.rs)');
    expect(md).not.toMatch(/<[A-Z]/);
  });

  it('resolves relative doc links and site paths to absolute URLs', () => {
    const md = convert('Read [receipts](./receipts.md) and the [FAQ](/faq#image-id).\n');
    expect(md).toContain('[receipts](https://docs.example.com/api/next/zkvm/receipts)');
    expect(md).toContain('[FAQ](https://docs.example.com/faq#image-id)');
  });

  it('keeps code blocks, tables and math as written', () => {
    const source =
      '```rust title="main.rs"\nfn main() {}\n```\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n$$\nx^2\n$$\n\nInline $a^{-1}$.\n';
    const md = convert(source);
    expect(md).toContain('```rust title="main.rs"\nfn main() {}\n```');
    expect(md).toMatch(/\| a +\| b +\|/);
    expect(md).toContain('$$\nx^2\n$$');
    expect(md).toContain('$a^{-1}$');
  });

  it('writes admonitions as quotes with their label, and widgets as a note', () => {
    const md = convert(
      ':::warning[Dev mode is not a proof]\n\nNever ship it.\n\n:::\n\n:::tip\n\nShort.\n\n:::\n\n<FieldCalculator defaultPrime={7} />\n',
    );
    expect(md).toContain('> **Dev mode is not a proof**\n>\n> Never ship it.');
    expect(md).toContain('> **Tip**\n>\n> Short.');
    expect(md).toContain(
      '*Interactive field calculator: open [the web page](https://docs.example.com/api/next/zkvm/guide) in a browser to use it.*',
    );
  });

  it('drops explicit heading ids from the heading text', () => {
    expect(convert('### Image ID \\{#image-id}\n')).toContain('### Image ID\n');
  });
});

describe('twinPath', () => {
  it('appends .md to the URL without its trailing slash', () => {
    expect(twinPath('/api/zkvm/receipts')).toBe('/api/zkvm/receipts.md');
    expect(twinPath('/api/zkvm/')).toBe('/api/zkvm.md');
    expect(twinPath('/api/')).toBe('/api.md');
    expect(twinPath('/')).toBe('/index.md');
  });
});

describe('llmsTxt', () => {
  it('follows the llmstxt.org layout', () => {
    const text = llmsTxt('Docs', 'What this is.', [
      {name: 'Guides', entries: [{title: 'Start', url: 'https://x/start.md', description: 'First steps.'}]},
      {name: 'Empty', entries: []},
    ]);
    expect(text).toBe('# Docs\n\n> What this is.\n\n## Guides\n\n- [Start](https://x/start.md): First steps.\n');
  });
});
