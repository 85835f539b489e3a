// `npm run size`: prints each exported route's first-load JS (scripts/perf/first-load.mjs counts
// it) and fails the run when a route is over the 150 kB budget. Reads out/, or the export named by
// its argument or SIZE_OUT_DIR (`SIZE_OUT_DIR=../before/out npm run size`). It fails too when a
// first-load chunk carries a library no first paint uses (first-load.mjs, ON_DEMAND_LIBRARIES).
import { existsSync } from 'node:fs';
import { BUDGET_KB, firstLoadRows, onDemandLibrariesInFirstLoad } from './perf/first-load.mjs';

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
const libraries = onDemandLibrariesInFirstLoad(OUT);
for (const { route, library, src } of libraries) console.error(`${route} loads ${library} with its first paint (${src}): it belongs in a chunk loaded on demand.`);
const over = rows.filter((row) => row.over);
if (libraries.length > 0) process.exitCode = 1;
if (over.length > 0) {
  console.error(`${over.length} route(s) over the ${BUDGET_KB} kB budget: ${over.map((row) => row.route).join(', ')}.`);
  process.exit(1);
}
