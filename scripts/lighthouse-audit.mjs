// What both Lighthouse scripts share: Debian's Chromium with this repo's flags, waiting for a
// served export to answer, and one mobile Lighthouse run reduced to the figures the README reports.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', ...JSON.parse(readFileSync(new URL('./chromium-flags.json', import.meta.url), 'utf8'))].join(' ');

export async function waitForServer(origin) {
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

export function audit(url) {
  const result = spawnSync(
    'npx',
    ['lighthouse', url, '--quiet', '--output=json', '--output-path=stdout', '--no-enable-error-reporting', `--chrome-flags=${CHROME_FLAGS}`],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: CHROME } },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url}:\n${result.stderr}`);
  const report = JSON.parse(result.stdout);
  const score = (id) => Math.round(report.categories[id].score * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls: report.audits['cumulative-layout-shift'].numericValue,
    lcpElement: report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
  };
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
