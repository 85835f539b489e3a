// `node scripts/perf/long-tasks.mjs <origin> [path] [cpu slowdown]`: one Chromium performance trace of
// a first visit at 412 px with the CPU slowed (4x by default, as Lighthouse's mobile preset), and
// every main-thread task over 50 ms with what it spent its time on (layout, a script's evaluation,
// React's scheduled work, promise continuations). Serve the export first (`npm run serve`).
import { chromium } from '@playwright/test';

const [origin = 'http://127.0.0.1:3000', path = '/', rate = '4'] = process.argv.slice(2);
const KINDS = new Set(['EvaluateScript', 'FunctionCall', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'Paint', 'TimerFire', 'RunMicrotasks', 'FireAnimationFrame', 'MajorGC', 'MinorGC']);

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(rate) });
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'] });
await page.goto(new URL(path, origin).href);
await page.waitForTimeout(6000);
const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
await browser.close();

const mainThreads = new Set(traceEvents.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
const onMain = traceEvents.filter((event) => event.ph === 'X' && mainThreads.has(`${event.pid}:${event.tid}`));
const start = Math.min(...onMain.map((event) => event.ts));
let blocking = 0;
console.log(`Tasks over 50 ms on ${path} (CPU ${rate}x slower)`);
for (const task of onMain.filter((event) => event.name === 'RunTask' && event.dur > 50_000).sort((a, b) => a.ts - b.ts)) {
  blocking += task.dur / 1000 - 50;
  const inside = onMain.filter((event) => KINDS.has(event.name) && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur && event.dur > 1000);
  const outermost = inside.filter((event) => !inside.some((other) => other !== event && other.ts <= event.ts && other.ts + other.dur >= event.ts + event.dur && other.dur > event.dur));
  const parts = outermost.map((event) => `${event.name}${event.args?.data?.url ? ` ${event.args.data.url.split('/').pop()}` : ''} ${(event.dur / 1000).toFixed(0)} ms`);
  console.log(`  at ${((task.ts - start) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(0)} ms  ${parts.join(' | ')}`);
}
console.log(`Blocking (each task's time over 50 ms, summed): ${blocking.toFixed(0)} ms`);
