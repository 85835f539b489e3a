// `node scripts/lighthouse-ab.mjs <dirA> <dirB> [rounds] [routes...]`: two exports served side by
// side on 127.0.0.1 and Lighthouse (mobile) run on them alternately, route by route, so a change is
// measured against its starting point under the same machine load. This machine's scores swing by
// several points between runs of one build; alternating keeps that swing out of the comparison.
import { spawn } from 'node:child_process';
import { audit, median, waitForServer } from './lighthouse-audit.mjs';

const [dirA, dirB, roundsArg, ...routesArg] = process.argv.slice(2);
if (!dirA || !dirB) {
  console.error('usage: node scripts/lighthouse-ab.mjs <dirA> <dirB> [rounds] [routes...]');
  process.exit(2);
}
const ROUNDS = Number(roundsArg ?? 3);
const ROUTES = routesArg.length > 0 ? routesArg : ['/', '/prediction?id=1'];
const SERVE_JSON = new URL('../serve.json', import.meta.url).pathname;
const builds = [
  { dir: dirA, port: 3401 },
  { dir: dirB, port: 3402 },
];

const servers = builds.map(({ dir, port }) =>
  spawn('npx', ['serve', dir, '--config', SERVE_JSON, '--listen', `tcp://127.0.0.1:${port}`, '--no-clipboard'], { stdio: 'ignore', detached: true }),
);

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
      `${median(list.map((run) => run.performance))} (${list.map((run) => run.performance).join(', ')}); others min ${Math.min(...list.flatMap(others))}; CLS max ${Math.max(...list.map((run) => run.cls)).toFixed(3)}`;
    console.log(`| ${route} | ${cell(runs[0])} | ${cell(runs[1])} |`);
  }
} finally {
  for (const server of servers) process.kill(-server.pid);
}
