import {describe, expect, it} from 'vitest';
import {extractRecords, texToText} from '../extractRecords';

const page = (source: string) =>
  extractRecords({
    source,
    title: 'Receipts',
    url: 'https://docs.example/api/zkvm/receipts',
    section: 'zkVM',
    docusaurusTag: 'docs-api-1.2',
  });

const SOURCE = `---
title: Receipts
---

import Thing from '@site/src/components/Thing';

A receipt proves that a guest program ran.

## What is in a receipt

The journal holds public outputs.

- The **seal** is the proof.
- The \`journal\` is public.

### The claim {#claim-anchor}

\`\`\`rust
let receipt = prover.prove(env, ELF)?.receipt;
\`\`\`

$$
\\mathbb{F}_p
$$

:::warning

Dev mode receipts prove nothing.

:::

#### Deep heading

| Kind | Size |
| --- | --- |
| Succinct | about 200 kB |

## What is in a receipt
`;

describe('extractRecords', () => {
  const records = page(SOURCE);

  it('starts with a record for the page title', () => {
    expect(records[0]).toMatchObject({
      type: 'lvl1',
      anchor: null,
      url: 'https://docs.example/api/zkvm/receipts',
      hierarchy: {lvl0: 'zkVM', lvl1: 'Receipts', lvl2: null},
    });
  });

  it('gives each heading its level and the anchor Docusaurus renders', () => {
    const headings = records.filter((record) => record.type !== 'content' && record.type !== 'lvl1');
    expect(headings.map((record) => [record.type, record.anchor])).toEqual([
      ['lvl2', 'what-is-in-a-receipt'],
      ['lvl3', 'claim-anchor'],
      ['lvl4', 'deep-heading'],
      ['lvl2', 'what-is-in-a-receipt-1'],
    ]);
    expect(headings[1]?.hierarchy).toMatchObject({lvl2: 'What is in a receipt', lvl3: 'The claim', lvl4: null});
  });

  it('makes one record per paragraph-level block under its heading', () => {
    const contents = records.filter((record) => record.type === 'content').map((record) => record.content);
    expect(contents).toEqual([
      'A receipt proves that a guest program ran.',
      'The journal holds public outputs.',
      'The seal is the proof.',
      'The journal is public.',
      'let receipt = prover.prove(env, ELF)?.receipt;',
      'F p',
      'Dev mode receipts prove nothing.',
      'Kind · Size',
      'Succinct · about 200 kB',
    ]);
    const code = records.find((record) => record.content?.startsWith('let receipt'));
    expect(code).toMatchObject({anchor: 'claim-anchor', url: 'https://docs.example/api/zkvm/receipts#claim-anchor'});
  });

  it("indexes the front matter's description under the title, where its hit lands at the top of the page", () => {
    const described = extractRecords({
      source: SOURCE,
      title: 'Receipts',
      description: 'What a receipt holds and how to verify one.',
      url: 'https://docs.example/api/zkvm/receipts',
      section: 'zkVM',
      docusaurusTag: 'docs-api-1.2',
    });
    expect(described[1]).toMatchObject({
      type: 'content',
      content: 'What a receipt holds and how to verify one.',
      anchor: null,
      url: 'https://docs.example/api/zkvm/receipts',
      hierarchy: {lvl1: 'Receipts', lvl2: null},
    });
    expect(described.slice(2).map((record) => record.content)).toEqual(
      records.slice(1).map((record) => record.content),
    );
    expect(new Set(described.map((record) => record.objectID)).size).toBe(described.length);
  });

  it('tags every record with the language and docs version', () => {
    expect(new Set(records.map((record) => `${record.language}/${record.docusaurus_tag}`))).toEqual(
      new Set(['en/docs-api-1.2']),
    );
  });

  it('keeps objectIDs stable and unique', () => {
    const again = page(SOURCE);
    expect(again.map((record) => record.objectID)).toEqual(records.map((record) => record.objectID));
    expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length);
  });

  it('keeps the objectIDs of other sections when one section changes', () => {
    const edited = page(SOURCE.replace('The journal holds public outputs.', 'New text.\n\nMore text.'));
    const claim = (list: typeof records) => list.filter((record) => record.anchor === 'claim-anchor');
    expect(claim(edited).map((record) => record.objectID)).toEqual(claim(records).map((record) => record.objectID));
  });

  it('keeps markup written on the page as text, for the UI to escape', () => {
    const records = page('Never render `<img src=x onerror=alert(1)>` as HTML.\n\n```html\n<b>bold</b>\n```');
    expect(records.map((record) => record.content).filter(Boolean)).toEqual([
      'Never render <img src=x onerror=alert(1)> as HTML.',
      '<b>bold</b>',
    ]);
  });

  it('skips Mermaid sources, imports and front matter', () => {
    const records = page('---\ntitle: X\n---\n\n```mermaid\nflowchart LR\n a --> b\n```\n');
    expect(records.filter((record) => record.type === 'content')).toEqual([]);
  });
});

describe('link text and code', () => {
  it('records where the text of each link sits in the squashed content', () => {
    const [record] = page('See   [the\nguide](./guide) and [FAQ](/faq).').filter((r) => r.type === 'content');
    const spans = record?.links ?? [];
    expect(spans.map(([start, end]) => record?.content?.slice(start, end))).toEqual(['the guide', 'FAQ']);
  });

  it('counts every word of a list of links to other pages as link text', () => {
    const linkedWords = (source: string) =>
      page(source)
        .filter((r) => r.type === 'content')
        .map((r) => (r.links ?? []).map(([start, end]) => r.content?.slice(start, end)).join(' '));
    // "Next steps": each item describes the page it links to.
    expect(
      linkedWords('## Next steps\n\n- [Profiling](./p): record a flame graph.\n- Read [the FAQ](/faq).\n'),
    ).toEqual(['Profiling: record a flame graph.', 'Read the FAQ.']);
    // A list with one item of its own keeps its words.
    expect(linkedWords('- [Profiling](./p): record a flame graph.\n- Cycles cost time.\n')).toEqual(['Profiling', '']);
    // A table of pages, row by row; the header is the page's own.
    expect(linkedWords('| Page | Covers |\n| --- | --- |\n| [FRI](/fri) | folding |\n')).toEqual(['', 'FRI · folding']);
  });

  it('marks code blocks, and only them, as code', () => {
    const records = page('Prose here.\n\n```rust\nlet x = 1;\n```').filter((r) => r.type === 'content');
    expect(records.map((record) => record.code ?? false)).toEqual([false, true]);
  });

  it('cuts a long block into records of at most 600 characters at spaces, losing no word', () => {
    const lines = Array.from({length: 60}, (_, i) => `let value_${i} = step(${i});`);
    const block = `\`\`\`rust\n${lines.join('\n')}\n// then \`execute_only\`\n\`\`\``;
    const records = page(block).filter((r) => r.type === 'content');
    expect(records.length).toBeGreaterThan(2);
    expect(records.every((r) => (r.content ?? '').length <= 600 && r.code === true)).toBe(true);
    expect(records.map((r) => r.content).join(' ')).toBe([...lines, '// then `execute_only`'].join(' '));
    // Each piece is a record of its own under the same heading.
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
    expect(new Set(records.map((r) => r.url)).size).toBe(1);
  });

  it('moves link spans into the piece that holds them', () => {
    const words = Array.from({length: 120}, (_, i) => `word${i}`).join(' ');
    const records = page(`${words} [the guide](./guide) ends it.`).filter((r) => r.type === 'content');
    const last = records.at(-1);
    expect(records.length).toBe(2);
    expect((last?.links ?? []).map(([start, end]) => last?.content?.slice(start, end))).toEqual(['the guide']);
  });
});

describe('headings with math', () => {
  it('show the formula as text but keep the anchor Docusaurus derives from its TeX', () => {
    const records = page('---\ntitle: X\n---\n\n## Worked example in $\\mathbb{F}_{97}$\n');
    const heading = records.find((record) => record.type === 'lvl2');
    expect(heading?.hierarchy.lvl2).toBe('Worked example in F 97');
    expect(heading?.anchor).toBe('worked-example-in-mathbbf_97');
  });
});

describe('texToText', () => {
  it('keeps symbols and drops TeX commands', () => {
    expect(texToText('a \\cdot a^{-1} \\equiv 1 \\pmod{p}')).toBe('a a -1 1 p');
  });
});
