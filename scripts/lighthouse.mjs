// `npm run lighthouse`: builds the export, serves it on 127.0.0.1 the way `npm start` does, and
// runs Lighthouse (mobile preset, simulated throttling) three times on each page a player lands
// on, with Debian's Chromium. Prints the median performance, the lowest accessibility, best
// practices and SEO, and the highest layout shift per page, and fails when a page is under the
// bar: performance 95, the other three 100, CLS 0.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { audit, CHROME, median, waitForServer } from './lighthouse-audit.mjs';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3400);
const ORIGIN = `http://127.0.0.1:${PORT}`;
// Every page a player lands on, in both languages.
const ROUTES = ['/', '/leaderboard', '/prediction?id=1', '/wallet', '/leagues'].flatMap((route) => [route, route === '/' ? '/hi' : `/hi${route}`]);
const RUNS = 3;

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(CHROME)) run('bash', ['scripts/ensure-chromium.sh']);
run('npm', ['run', 'build']);
const server = spawn('npx', ['serve', 'out', '--config', '../serve.json', '--listen', `tcp://127.0.0.1:${PORT}`, '--no-clipboard'], { stdio: 'ignore', detached: true });
let failed = false;
try {
  await waitForServer(ORIGIN);
  console.log(`Lighthouse, mobile preset, ${RUNS} runs per page (median performance; worst of the rest)`);
  console.log('| page | performance | accessibility | best practices | SEO | CLS |');
  console.log('|---|---|---|---|---|---|');
  for (const route of ROUTES) {
    const runs = Array.from({ length: RUNS }, () => audit(`${ORIGIN}${route}`));
    const row = {
      performance: median(runs.map((r) => r.performance)),
      accessibility: Math.min(...runs.map((r) => r.accessibility)),
      bestPractices: Math.min(...runs.map((r) => r.bestPractices)),
      seo: Math.min(...runs.map((r) => r.seo)),
      cls: Math.max(...runs.map((r) => r.cls)),
    };
    const misses = [
      row.performance < 95 && 'performance',
      row.accessibility < 100 && 'accessibility',
      row.bestPractices < 100 && 'best practices',
      row.seo < 100 && 'SEO',
      // Lighthouse reports CLS to three places; anything it would show as 0.000 is none.
      row.cls >= 0.0005 && 'CLS',
    ].filter(Boolean);
    failed ||= misses.length > 0;
    const note = misses.length ? ` below the bar: ${misses.join(', ')}` : '';
    console.log(`| ${route} | ${row.performance} (${runs.map((r) => r.performance).join(', ')}) | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.cls.toFixed(3)} |${note}`);
    if (route === '/') console.log(`|   largest element on /: ${runs[0].lcpElement.slice(0, 80)} |`);
  }
} finally {
  process.kill(-server.pid);
}
process.exit(failed ? 1 : 0);
