import {readFileSync} from 'node:fs';
import path from 'node:path';
import {listDocs} from '../lib/docs-inventory.mjs';
import {checkCodeBlock} from './checkCode';
import {extractCodeBlocks} from './extractCodeBlocks';

export type DocCodeProblem = {file: string; line: number; lang: string | null; message: string};

/** The doc files whose code blocks are checked: every page of every docs area and version. */
export function docFiles(siteDir: string): string[] {
  return listDocs(siteDir).map((doc) => doc.file);
}

/** Problems in one doc's code blocks, with lines counted in the doc source. */
export async function checkDocFile(file: string): Promise<DocCodeProblem[]> {
  const problems: DocCodeProblem[] = [];
  for (const block of extractCodeBlocks(readFileSync(file, 'utf8'))) {
    for (const problem of await checkCodeBlock(block)) {
      // +1: the block's first code line is the one after the opening fence.
      problems.push({file, line: block.line + problem.line, lang: block.lang, message: problem.message});
    }
  }
  return problems;
}

/** `path:line [lang] message`, the format editors turn into links. */
export function formatProblem(problem: DocCodeProblem, siteDir: string): string {
  return `${path.relative(siteDir, problem.file)}:${problem.line} [${problem.lang ?? 'no language'}] ${problem.message}`;
}
