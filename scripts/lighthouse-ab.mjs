// `node scripts/lighthouse-ab.mjs <dirA> <dirB> [rounds] [routes...]`: two exports served side by
// side on 127.0.0.1 and Lighthouse (mobile) run on them alternately, route by route, so a change is
// measured against its starting point under the same machine load. This machine's scores swing by
// several points between runs of one build; alternating keeps that swing out of the comparison.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const [dirA, dirB, roundsArg, ...routesArg] = process.argv.slice(2);
if (!dirA || !dirB) {
  console.error('usage: node scripts/lighthouse-ab.mjs <dirA> <dirB> [rounds] [routes...]');
  process.exit(2);
}
const ROUNDS = Number(roundsArg ?? 3);
const ROUTES = routesArg.length > 0 ? routesArg : ['/', '/prediction?id=1'];
const CHROME = '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', ...JSON.parse(readFileSync(new URL('./chromium-flags.json', import.meta.url), 'utf8'))].join(' ');
const SERVE_JSON = new URL('../serve.json', import.meta.url).pathname;
const builds = [
  { dir: dirA, port: 3401 },
  { dir: dirB, port: 3402 },
];

const servers = builds.map(({ dir, port }) =>
  spawn('npx', ['serve', dir, '--config', SERVE_JSON, '--listen', `tcp://127.0.0.1:${port}`, '--no-clipboard'], { stdio: 'ignore', detached: true }),
);

async function waitFor(origin) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(origin)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`nothing answered on ${origin}`);
}

function audit(url) {
  const result = spawnSync(
    'npx',
    ['lighthouse', url, '--quiet', '--output=json', '--output-path=stdout', '--no-enable-error-reporting', `--chrome-flags=${CHROME_FLAGS}`],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: CHROME } },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url}:\n${result.stderr}`);
  const report = JSON.parse(result.stdout);
  const others = ['accessibility', 'best-practices', 'seo'].map((id) => Math.round(report.categories[id].score * 100));
  return { performance: Math.round(report.categories.performance.score * 100), others, cls: report.audits['cumulative-layout-shift'].numericValue };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  for (const { port } of builds) await waitFor(`http://127.0.0.1:${port}/`);
  console.log(`| page | ${dirA} | ${dirB} |\n|---|---|---|`);
  for (const route of ROUTES) {
    const runs = builds.map(() => []);
    for (let round = 0; round < ROUNDS; round += 1) {
      builds.forEach(({ port }, index) => runs[index].push(audit(`http://127.0.0.1:${port}${route}`)));
    }
    const cell = (list) =>
      `${median(list.map((run) => run.performance))} (${list.map((run) => run.performance).join(', ')}); others min ${Math.min(...list.flatMap((run) => run.others))}; CLS max ${Math.max(...list.map((run) => run.cls)).toFixed(3)}`;
    console.log(`| ${route} | ${cell(runs[0])} | ${cell(runs[1])} |`);
  }
} finally {
  for (const server of servers) process.kill(-server.pid);
}
