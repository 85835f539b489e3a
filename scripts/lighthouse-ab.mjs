// `node scripts/lighthouse-ab.mjs <dirA> <dirB> [rounds] [routes...]`: two exports served side by
// side on 127.0.0.1 and Lighthouse (mobile) run on them alternately, route by route, so a change is
// measured against its starting point under the same machine load. This machine's scores swing by
// several points between runs of one build; alternating keeps that swing out of the comparison.
// Ports: PERF_AB_PORT and the next one (default 3401). To set each route beside an empty Next
// export instead, `npm run perf:ab` (scripts/perf/tbt-vs-empty.mjs).
import { audit, median, serveExport, stopServer, waitForServer } from './lighthouse-audit.mjs';
import { countFrom } from './perf/routes.mjs';

const [dirA, dirB, roundsArg, ...routesArg] = process.argv.slice(2);
if (!dirA || !dirB) {
  console.error('usage: node scripts/lighthouse-ab.mjs <dirA> <dirB> [rounds] [routes...]');
  process.exit(2);
}
const ROUNDS = countFrom(roundsArg, 3);
const ROUTES = routesArg.length > 0 ? routesArg : ['/', '/prediction?id=1'];
const PORT = countFrom(process.env.PERF_AB_PORT, 3401);
const builds = [
  { dir: dirA, port: PORT },
  { dir: dirB, port: PORT + 1 },
];

const servers = builds.map(({ dir, port }) => serveExport(dir, port));

try {
  for (const { port } of builds) await waitForServer(`http://127.0.0.1:${port}/`);
  console.log(`| page | ${dirA} | ${dirB} |\n|---|---|---|`);
  for (const route of ROUTES) {
    const runs = builds.map(() => []);
    for (let round = 0; round < ROUNDS; round += 1) {
      builds.forEach(({ port }, index) => runs[index].push(audit(`http://127.0.0.1:${port}${route}`)));
    }
    const others = (run) => [run.accessibility, run.bestPractices, run.seo];
    const cell = (list) =>
      `${median(list.map((run) => run.performance))} (${list.map((run) => run.performance).join(', ')}); TBT ${Math.round(median(list.map((run) => run.tbt)))} ms; LCP ${(median(list.map((run) => run.lcp)) / 1000).toFixed(2)} s; others min ${Math.min(...list.flatMap(others))}; CLS max ${Math.max(...list.map((run) => run.cls)).toFixed(3)}`;
    console.log(`| ${route} | ${cell(runs[0])} | ${cell(runs[1])} |`);
  }
} finally {
  servers.forEach(stopServer);
}
