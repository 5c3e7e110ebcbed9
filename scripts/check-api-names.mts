// Checks every API name of every doc against the release the doc describes
// (npm run check:api-names). The unit tests run the same check; this prints
// every problem and the figures the README quotes.
import {fileURLToPath} from 'node:url';
import {checkSite, formatProblem} from './api-names/checkDocs';
import {printTable} from './lib/printTable';

const siteDir = fileURLToPath(new URL('..', import.meta.url));
const report = checkSite(siteDir);
for (const problem of report.problems) console.log(formatProblem(problem));
for (const entry of report.unusedAllowlist)
  console.log(`allowlist entry matches nothing: ${entry.names.join(', ')} (${entry.where.join(', ')})`);
console.log();
printTable([
  ['Docs', 'Release', 'Names checked', 'Distinct', 'Allowlisted', 'Problems'],
  ...report.tallies.map((t) => [t.version, t.release, t.checked, t.distinct, t.allowlisted, t.problems]),
]);
process.exitCode = report.problems.length + report.unusedAllowlist.length > 0 ? 1 : 0;
