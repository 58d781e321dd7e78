// Reads the JSON reports vitest wrote for each suite of a CI run and prints one closing line per suite, then
// the total as the plain 'N passed, N failed' line.
import { appendFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const tally = join(tmpdir(), 'meiyun-ci-tally.json');

if (process.argv[2] === '--total') {
  const rows = existsSync(tally) ? readFileSync(tally, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l)) : [];
  const passed = rows.reduce((n, r) => n + r.passed, 0);
  const failed = rows.reduce((n, r) => n + r.failed, 0);
  const skipped = rows.reduce((n, r) => n + r.skipped, 0);
  writeFileSync(tally, '');
  console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
  process.exit(failed > 0 || passed === 0 ? 1 : 0);
}

const [label, dir] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
// npm test runs vitest twice (units, then end-to-end): each run wrote its own report into the directory.
for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
  const r = JSON.parse(readFileSync(join(dir, name), 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
}
appendFileSync(tally, JSON.stringify({ label, passed, failed, skipped }) + '\n');
console.log(`${label}: ${passed} passed, ${failed} failed, ${skipped} skipped`);
