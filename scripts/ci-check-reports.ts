// CI must not pass when a whole family of tests silently did not run: the PostgreSQL project,
// the CLI test, the browser tests and the fault tests each need passed tests, and no test may
// have failed.
// Usage: node scripts/ci-check-reports.ts <npm test report> <CLI report> <browser report> <faults report>
import { readFileSync } from 'node:fs';

interface Report {
  numFailedTests: number;
  numPassedTests: number;
  testResults: { name: string; assertionResults: { status: string }[] }[];
}

const [testReport, cliReport, e2eReport, faultsReport] = process.argv.slice(2);
if (!testReport || !cliReport || !e2eReport || !faultsReport) {
  console.error(
    'usage: node scripts/ci-check-reports.ts <test report> <CLI report> <browser report> <faults report>',
  );
  process.exit(2);
}
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Report;
const problems: string[] = [];

const tests = read(testReport);
if (tests.numFailedTests > 0) problems.push(`${tests.numFailedTests} test(s) failed.`);
const dbFiles = tests.testResults.filter((f) => /tests\/(api|ssr|db)\//.test(f.name));
const postgresPassed = dbFiles.flatMap((f) => f.assertionResults).filter((a) => a.status === 'passed').length;
// the database files run twice (PGlite and PostgreSQL); the JSON report lists each run
const uniqueDbFiles = new Set(dbFiles.map((f) => f.name)).size;
if (!process.env.TEST_DATABASE_URL || dbFiles.length < uniqueDbFiles * 2 || postgresPassed === 0) {
  problems.push(
    'The database tests did not run on PostgreSQL (TEST_DATABASE_URL unset or the postgres project missing).',
  );
}

const cli = read(cliReport);
if (cli.numFailedTests > 0) problems.push(`${cli.numFailedTests} CLI test(s) failed.`);
if (cli.numPassedTests === 0) problems.push('The CLI test did not run.');

const e2e = read(e2eReport);
if (e2e.numFailedTests > 0) problems.push(`${e2e.numFailedTests} browser test(s) failed.`);
if (e2e.numPassedTests === 0) problems.push('No browser test ran.');

const faults = read(faultsReport);
if (faults.numFailedTests > 0) problems.push(`${faults.numFailedTests} fault test(s) failed.`);
if (faults.numPassedTests === 0) problems.push('The fault tests did not run (they need TEST_DATABASE_URL).');

if (problems.length) {
  console.error(`CI check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `CI check: ${tests.numPassedTests} tests passed (unit, PGlite and PostgreSQL), ${cli.numPassedTests} CLI tests, ${faults.numPassedTests} fault tests, ${e2e.numPassedTests} browser tests.`,
);
