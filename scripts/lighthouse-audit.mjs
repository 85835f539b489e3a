// What the Lighthouse scripts share: Debian's Chromium with this repo's flags, serving an export
// the way `npm run serve` does (compressed, with serve.json's headers, as a CDN serves it), waiting
// for it to answer, and one mobile Lighthouse run reduced to the figures docs/performance.md reports.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', ...JSON.parse(readFileSync(new URL('./chromium-flags.json', import.meta.url), 'utf8'))].join(' ');
const SERVE_JSON = new URL('../serve.json', import.meta.url).pathname;

/** Serves `dir` on 127.0.0.1:`port` in its own process group; stop it with `stopServer`. */
export function serveExport(dir, port) {
  return spawn('npx', ['serve', dir, '--config', SERVE_JSON, '--listen', `tcp://127.0.0.1:${port}`, '--no-clipboard'], {
    stdio: 'ignore',
    detached: true,
  });
}

export function stopServer(server) {
  try {
    process.kill(-server.pid);
  } catch {
    // Already gone.
  }
}

export async function waitForServer(origin) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(origin)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`nothing answered on ${origin}`);
}

/**
 * One Lighthouse run, mobile preset. `throttling` is 'simulate' (the default: Lighthouse loads at
 * full speed and models a slow phone and network) or 'devtools' (the CPU and network really are
 * slowed while the page loads, so its largest paint is one that happened).
 */
export function audit(url, { throttling = 'simulate' } = {}) {
  try {
    return auditOnce(url, throttling);
  } catch (error) {
    // On a loaded machine Chromium now and then misses Lighthouse's deadlines (no first paint
    // seen): one retry keeps a long series going; a second failure is real.
    console.error(`${error.message.split('\n')[0]}; once more`);
    return auditOnce(url, throttling);
  }
}

function auditOnce(url, throttling) {
  const result = spawnSync(
    'npx',
    [
      'lighthouse',
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      '--no-enable-error-reporting',
      `--throttling-method=${throttling}`,
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: CHROME } },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url}:\n${result.stderr}`);
  const report = JSON.parse(result.stdout);
  // A run that could not load the page still exits 0, with null scores.
  if (report.runtimeError) throw new Error(`lighthouse on ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const score = (id) => Math.round(report.categories[id].score * 100);
  const value = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
    lcp: value('largest-contentful-paint'),
    lcpElement: report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
  };
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
