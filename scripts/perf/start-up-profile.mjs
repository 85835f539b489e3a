// `node scripts/perf/start-up-profile.mjs <origin> [path] [cpu slowdown]`: where a first visit's
// module evaluation goes, from a V8 CPU profile in Chromium with the CPU slowed (4x by default).
// Turbopack runs each module through one instantiating function; time sampled in that function
// itself is V8 compiling the module it is about to run (lazily compiled code is compiled on its
// first call), and time sampled under a module's own function, not counting the modules it
// requires, is that module's top-level work. Prints the compilation, the modules over 2 ms (by
// chunk, offset and line counted from 0; read one with
// `sed -n '<line + 1>p' <chunk> | cut -c<offset + 1>- | head -c 600`), and the profile's busiest
// scripts. Serve the export first (`npm run serve`).
import { chromium } from '@playwright/test';
import { CHROME } from '../lighthouse-audit.mjs';

const [origin = 'http://127.0.0.1:3000', path = '/', rate = '4'] = process.argv.slice(2);

const browser = await chromium.launch({ executablePath: CHROME });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(rate) });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.goto(new URL(path, origin).href);
await page.waitForTimeout(4000);
const { profile } = await cdp.send('Profiler.stop');
await browser.close();

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const sampled = new Map();
profile.samples.forEach((id, index) => sampled.set(id, (sampled.get(id) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000));
const script = (node) => node.callFrame.url.split('/').pop() || `(${node.callFrame.functionName})`;
const isInstantiate = (node) => /turbopack-/.test(node.callFrame.url) && node.callFrame.functionName === 'I';
/** A node's time with its descendants, stopping at the next module instantiation. */
const ownTime = (node) => (sampled.get(node.id) ?? 0) + (node.children ?? []).map((id) => nodes.get(id)).filter((child) => !isInstantiate(child)).reduce((sum, child) => sum + ownTime(child), 0);

let compiling = 0;
const modules = new Map();
const scripts = new Map();
for (const node of profile.nodes) {
  scripts.set(script(node), (scripts.get(script(node)) ?? 0) + (sampled.get(node.id) ?? 0));
  if (!isInstantiate(node)) continue;
  compiling += sampled.get(node.id) ?? 0;
  for (const child of (node.children ?? []).map((id) => nodes.get(id))) {
    const key = `${script(child)} at ${child.callFrame.columnNumber} (line ${child.callFrame.lineNumber})`;
    modules.set(key, (modules.get(key) ?? 0) + ownTime(child));
  }
}
const rows = (map, min) => [...map].filter(([, ms]) => ms >= min).sort((a, b) => b[1] - a[1]).map(([key, ms]) => `  ${ms.toFixed(1).padStart(7)} ms  ${key}`);
console.log(`Module evaluation on ${path} (CPU ${rate}x slower), from a CPU profile`);
console.log(`  ${compiling.toFixed(1).padStart(7)} ms  compiling modules on their first run (sampled in the instantiating function)`);
console.log('Modules whose own top-level work took 2 ms or more:');
console.log(rows(modules, 2).join('\n') || '  none');
console.log('Busiest scripts (self time):');
console.log(rows(scripts, 10).slice(0, 12).join('\n'));
