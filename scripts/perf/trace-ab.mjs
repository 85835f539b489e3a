// `npm run perf:trace-ab -- <dirA> <dirB> [loads] [routes...]`: two exports' main-thread work in real
// Chromium with the CPU slowed 4x (as Lighthouse's mobile preset), from a performance trace of each
// first visit. Both exports are served side by side (compressed, as `npm run serve`), and each route
// is loaded alternately from A and B, `loads` times each (default 10). Per route it prints the
// median blocking time (every main-thread task's time over 50 ms, summed, from navigation to 3.5 s
// later) and the median busy time (all tasks), with each load's blocking time. Lighthouse's simulated
// blocking time multiplies a fast machine's tasks by four and swings by ±100 ms between runs here;
// these traces swing less, and side by side the difference between A and B is the figure that holds.
// Ports: PERF_AB_PORT and the next one (default 3411).
import { chromium } from '@playwright/test';
import { median, serveExport, stopServer, waitForServer, CHROME } from '../lighthouse-audit.mjs';
import { countFrom } from './routes.mjs';

const [dirA, dirB, loadsArg, ...routesArg] = process.argv.slice(2);
if (!dirA || !dirB) {
  console.error('usage: npm run perf:trace-ab -- <dirA> <dirB> [loads] [routes...]');
  process.exit(2);
}
const LOADS = countFrom(loadsArg, 10);
const ROUTES = routesArg.length > 0 ? routesArg : ['/', '/prediction?id=1', '/leaderboard'];
const PORT = countFrom(process.env.PERF_AB_PORT, 3411);
const sides = [
  { dir: dirA, origin: `http://127.0.0.1:${PORT}` },
  { dir: dirB, origin: `http://127.0.0.1:${PORT + 1}` },
];

/** One first visit's `{ blocking, busy }` in ms, from the renderer's main-thread tasks. */
async function traceLoad(browser, url) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.goto(url);
  await page.waitForTimeout(3500);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  await page.close();
  const main = new Set(traceEvents.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
  const tasks = traceEvents.filter((event) => event.ph === 'X' && event.name === 'RunTask' && main.has(`${event.pid}:${event.tid}`));
  return {
    blocking: tasks.reduce((sum, task) => sum + Math.max(0, task.dur / 1000 - 50), 0),
    busy: tasks.reduce((sum, task) => sum + task.dur / 1000, 0),
  };
}

const servers = sides.map(({ dir, origin }) => serveExport(dir, Number(new URL(origin).port)));
const browser = await chromium.launch({ executablePath: CHROME });
try {
  for (const { origin } of sides) await waitForServer(`${origin}/`);
  console.log(`Main-thread work at 4x CPU, ${dirA} (A) against ${dirB} (B), ${LOADS} alternating first visits per route; medians`);
  console.log('| page | A blocking ms | B blocking ms | A busy ms | B busy ms | A loads | B loads |');
  console.log('|---|---|---|---|---|---|---|');
  for (const route of ROUTES) {
    const runs = [[], []];
    for (let load = 0; load < LOADS; load += 1) {
      for (const [index, { origin }] of sides.entries()) runs[index].push(await traceLoad(browser, `${origin}${route}`));
    }
    const [a, b] = runs.map((side) => ({ blocking: median(side.map((run) => run.blocking)), busy: median(side.map((run) => run.busy)), loads: side.map((run) => Math.round(run.blocking)).join(', ') }));
    console.log(`| ${route} | ${Math.round(a.blocking)} | ${Math.round(b.blocking)} | ${Math.round(a.busy)} | ${Math.round(b.busy)} | ${a.loads} | ${b.loads} |`);
  }
} finally {
  await browser.close();
  for (const server of servers) stopServer(server);
}
