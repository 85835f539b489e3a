// `npm run lighthouse`: builds the export, serves it on 127.0.0.1 compressed, as a CDN serves it
// (`serve` with serve.json, the way `npm start` does), and runs Lighthouse (mobile preset, simulated
// throttling) five times on each page a player lands on, in both languages, with Debian's Chromium.
// Prints per page the median performance, the lowest accessibility, best practices and SEO, the
// highest layout shift, and the median total blocking time and largest paint; then the largest
// paint of / and /prediction?id=1 under applied (devtools) throttling, median of five. Fails when a
// page is under the bar: performance 99, the other three 100, CLS 0, devtools largest paint 2.5 s.
//
// Environment: LIGHTHOUSE_SKIP_BUILD=1 serves the existing export (after `npm run build`);
// LIGHTHOUSE_OUT_DIR (default out) names it; LIGHTHOUSE_ROUTES=/,/hi/wallet narrows the pages;
// LIGHTHOUSE_RUNS (default 5); LIGHTHOUSE_DEVTOOLS_ROUTES (default /,/prediction?id=1; empty for
// none); LIGHTHOUSE_PORT (default 3400).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { audit, CHROME, median, serveExport, stopServer, waitForServer } from './lighthouse-audit.mjs';
import { ALL_ROUTES, countFrom, DEVTOOLS_LCP_ROUTES, routesFrom } from './perf/routes.mjs';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3400);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const OUT = process.env.LIGHTHOUSE_OUT_DIR ?? 'out';
const ROUTES = routesFrom(process.env.LIGHTHOUSE_ROUTES, ALL_ROUTES);
const DEVTOOLS_ROUTES = routesFrom(process.env.LIGHTHOUSE_DEVTOOLS_ROUTES, DEVTOOLS_LCP_ROUTES);
const RUNS = countFrom(process.env.LIGHTHOUSE_RUNS, 5);
const LIGHTHOUSE_VERSION = createRequire(import.meta.url)('lighthouse/package.json').version;
const BAR = { performance: 99, others: 100, devtoolsLcpMs: 2500 };

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const seconds = (ms) => (ms / 1000).toFixed(2);
const list = (values, format = String) => values.map(format).join(', ');

if (!existsSync(CHROME)) run('bash', ['scripts/ensure-chromium.sh']);
if (process.env.LIGHTHOUSE_SKIP_BUILD === '1' && existsSync(OUT)) console.log(`Serving the existing ${OUT}/ (LIGHTHOUSE_SKIP_BUILD=1).`);
else run('npm', ['run', 'build']);

const server = serveExport(OUT, PORT);
let failed = false;
try {
  await waitForServer(ORIGIN);
  if (ROUTES.length > 0) {
    console.log(`Lighthouse ${LIGHTHOUSE_VERSION}, mobile preset, simulated throttling, ${RUNS} runs per page (median performance, TBT and LCP; worst of the rest)`);
    console.log('| page | performance (runs) | accessibility | best practices | SEO | CLS | TBT ms (runs) | LCP s |');
    console.log('|---|---|---|---|---|---|---|---|');
  }
  for (const route of ROUTES) {
    const runs = Array.from({ length: RUNS }, () => audit(`${ORIGIN}${route}`));
    const row = {
      performance: median(runs.map((r) => r.performance)),
      accessibility: Math.min(...runs.map((r) => r.accessibility)),
      bestPractices: Math.min(...runs.map((r) => r.bestPractices)),
      seo: Math.min(...runs.map((r) => r.seo)),
      cls: Math.max(...runs.map((r) => r.cls)),
      tbt: median(runs.map((r) => r.tbt)),
      lcp: median(runs.map((r) => r.lcp)),
    };
    const misses = [
      row.performance < BAR.performance && 'performance',
      row.accessibility < BAR.others && 'accessibility',
      row.bestPractices < BAR.others && 'best practices',
      row.seo < BAR.others && 'SEO',
      // Lighthouse reports CLS to three places; anything it would show as 0.000 is none.
      row.cls >= 0.0005 && 'CLS',
    ].filter(Boolean);
    failed ||= misses.length > 0;
    const note = misses.length ? ` below the bar: ${misses.join(', ')}` : '';
    console.log(
      `| ${route} | ${row.performance} (${list(runs.map((r) => r.performance))}) | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.cls.toFixed(3)} | ${Math.round(row.tbt)} (${list(runs.map((r) => r.tbt), Math.round)}) | ${seconds(row.lcp)} |${note}`,
    );
  }

  if (DEVTOOLS_ROUTES.length > 0) {
    console.log(`\nLighthouse ${LIGHTHOUSE_VERSION}: largest contentful paint under devtools (applied) throttling, ${RUNS} runs per page, bar ${seconds(BAR.devtoolsLcpMs)} s`);
    console.log('| page | LCP s (runs) | TBT ms | largest element |');
    console.log('|---|---|---|---|');
    for (const route of DEVTOOLS_ROUTES) {
      const runs = Array.from({ length: RUNS }, () => audit(`${ORIGIN}${route}`, { throttling: 'devtools' }));
      const lcp = median(runs.map((r) => r.lcp));
      const over = lcp > BAR.devtoolsLcpMs;
      failed ||= over;
      const element = runs[0].lcpElement.replace(/\s+/g, ' ').replaceAll('|', '\\|').slice(0, 60);
      console.log(`| ${route} | ${seconds(lcp)} (${list(runs.map((r) => r.lcp), seconds)}) | ${Math.round(median(runs.map((r) => r.tbt)))} | \`${element}\` |${over ? ' over the bar' : ''}`);
    }
  }
} finally {
  stopServer(server);
}
process.exit(failed ? 1 : 0);
