// CI must not pass when a whole family of tests silently did not run: the PostgreSQL project
// and the browser tests each need passed tests, and no test may have failed.
import { readFileSync } from 'node:fs';

interface Report {
  numFailedTests: number;
  numPassedTests: number;
  testResults: { name: string; assertionResults: { status: string }[] }[];
}

const [unitReport, e2eReport] = process.argv.slice(2);
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Report;
const problems: string[] = [];

const unit = read(unitReport!);
if (unit.numFailedTests > 0) problems.push(`${unit.numFailedTests} test(s) failed.`);
const postgresPassed = unit.testResults
  .filter((f) => /tests\/(api|ssr|db)\//.test(f.name))
  .flatMap((f) => f.assertionResults)
  .filter((a) => a.status === 'passed').length;
// the database files run twice (PGlite and PostgreSQL); the JSON report lists each run
const dbFiles = unit.testResults.filter((f) => /tests\/(api|ssr|db)\//.test(f.name)).length;
const uniqueDbFiles = new Set(
  unit.testResults.filter((f) => /tests\/(api|ssr|db)\//.test(f.name)).map((f) => f.name),
).size;
if (!process.env.TEST_DATABASE_URL || dbFiles < uniqueDbFiles * 2 || postgresPassed === 0) {
  problems.push(
    'The database tests did not run on PostgreSQL (TEST_DATABASE_URL unset or the postgres project missing).',
  );
}

const e2e = read(e2eReport!);
if (e2e.numFailedTests > 0) problems.push(`${e2e.numFailedTests} browser test(s) failed.`);
if (e2e.numPassedTests === 0) problems.push('No browser test ran.');

if (problems.length) {
  console.error(`CI check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `CI check: ${unit.numPassedTests} tests passed (PGlite and PostgreSQL), ${e2e.numPassedTests} browser tests passed.`,
);
