// `npm run perf:ab [-- <dir> <rounds> <routes...>]`: each route's total blocking time beside an
// empty Next export's, in the same run. Our export (default out/) and the empty one
// (.perf/empty-export/out, built first when missing; PERF_EMPTY_DIR names another) are served side
// by side on 127.0.0.1, compressed as a CDN serves them, and route by route Lighthouse (mobile,
// simulated throttling) runs alternately on our route and on the empty export's /, `rounds` times
// (default 3). This machine's blocking time swings between runs; run alternately, both sides share
// the swing, so the ratio is the figure that holds. Ports: PERF_AB_PORT and the next one (default 3401).
import { audit, median, serveExport, stopServer, waitForServer } from '../lighthouse-audit.mjs';
import { emptyExport } from './build-empty-export.mjs';
import { ALL_ROUTES, countFrom, routesFrom } from './routes.mjs';

const [dirArg, roundsArg, ...routesArg] = process.argv.slice(2);
const OURS = dirArg ?? 'out';
const EMPTY = process.env.PERF_EMPTY_DIR ?? emptyExport();
const ROUNDS = countFrom(roundsArg, 3);
const ROUTES = routesArg.length > 0 ? routesArg : routesFrom(process.env.LIGHTHOUSE_ROUTES, ALL_ROUTES);
const PORT = countFrom(process.env.PERF_AB_PORT, 3401);
const ours = { dir: OURS, origin: `http://127.0.0.1:${PORT}` };
const empty = { dir: EMPTY, origin: `http://127.0.0.1:${PORT + 1}` };

const ms = (values) => `${Math.round(median(values))} (${values.map(Math.round).join(', ')})`;

const servers = [ours, empty].map(({ dir, origin }) => serveExport(dir, Number(new URL(origin).port)));
try {
  for (const { origin } of [ours, empty]) await waitForServer(`${origin}/`);
  console.log(`Total blocking time, ${OURS} against an empty Next export (${EMPTY}) at /, run alternately, ${ROUNDS} rounds per page`);
  console.log('Lighthouse mobile preset, simulated throttling; medians, runs in brackets');
  console.log('| page | TBT ms (runs) | empty TBT ms (runs) | ratio | over empty ms | performance (runs) | LCP s | others min | CLS max |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const route of ROUTES) {
    const ourRuns = [];
    const emptyRuns = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      ourRuns.push(audit(`${ours.origin}${route}`));
      emptyRuns.push(audit(`${empty.origin}/`));
    }
    const ourTbt = median(ourRuns.map((run) => run.tbt));
    const emptyTbt = median(emptyRuns.map((run) => run.tbt));
    // An empty page often blocks for 0 ms under simulation: then only the difference means anything.
    const ratio = emptyTbt > 0 ? `${(ourTbt / emptyTbt).toFixed(1)}×` : '—';
    const others = Math.min(...ourRuns.flatMap((run) => [run.accessibility, run.bestPractices, run.seo]));
    console.log(
      `| ${route} | ${ms(ourRuns.map((run) => run.tbt))} | ${ms(emptyRuns.map((run) => run.tbt))} | ${ratio} | ${Math.round(ourTbt - emptyTbt)} | ${median(ourRuns.map((run) => run.performance))} (${ourRuns.map((run) => run.performance).join(', ')}) | ${(median(ourRuns.map((run) => run.lcp)) / 1000).toFixed(2)} | ${others} | ${Math.max(...ourRuns.map((run) => run.cls)).toFixed(3)} |`,
    );
  }
} finally {
  servers.forEach(stopServer);
}
