// `npm run size`: prints each exported route's first-load JS (scripts/perf/first-load.mjs counts
// it) and fails the run when a route is over the 150 kB budget. Reads out/, or the export named by
// its argument or SIZE_OUT_DIR (`SIZE_OUT_DIR=../before/out npm run size`).
import { existsSync } from 'node:fs';
import { BUDGET_KB, firstLoadRows } from './perf/first-load.mjs';

const OUT = process.argv[2] ?? process.env.SIZE_OUT_DIR ?? 'out';

const rows = existsSync(OUT) ? firstLoadRows(OUT) : [];
if (rows.length === 0) {
  console.error(`No exported HTML found in ${OUT}/: run \`npm run build\` first.`);
  process.exit(1);
}
console.log(`First-load JS per route (gzip -9, budget ${BUDGET_KB} kB)`);
for (const row of rows) {
  console.log(`${row.over ? 'OVER' : '  ok'}  ${row.route.padEnd(20)} ${row.kb.toFixed(1).padStart(7)} kB  (${row.scripts} scripts)`);
}
const over = rows.filter((row) => row.over);
if (over.length > 0) {
  console.error(`${over.length} route(s) over the ${BUDGET_KB} kB budget: ${over.map((row) => row.route).join(', ')}.`);
  process.exit(1);
}
