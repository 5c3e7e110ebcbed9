// Checks every fenced code block of every doc (npm run check:code): the fence
// declares a language and the code parses in it. The unit tests run the same
// check; this prints all problems at once while writing.
import {fileURLToPath} from 'node:url';
import {checkDocFile, docFiles, formatProblem} from './code-blocks/checkDocs';

const siteDir = fileURLToPath(new URL('..', import.meta.url));
const files = docFiles(siteDir);
const problems = (await Promise.all(files.map(checkDocFile))).flat();
for (const problem of problems) console.log(formatProblem(problem, siteDir));
console.log(`${files.length} docs checked, ${problems.length} problem(s).`);
process.exitCode = problems.length > 0 ? 1 : 0;
