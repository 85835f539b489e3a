// Bundles the worker's own events (worker/service-worker-events.ts: the periodic sync of the site
// league's feed, a click on a notification) for one language, after `next build`, so the worker
// verifies and applies the feed with the very code the pages run. The values a page's build has
// inlined (lib/config.ts reads them: the language, the site league's key, the admin address, the
// deploy) are defined the same way here; no other process.env reaches a worker. The file's name
// carries a hash of its content, so a new deploy's worker loads its own bundle, never a cached
// older one; it is named sw-…, which build-sw.mjs keeps out of the precache (importScripts caches it).
import { basename } from 'node:path';
import { build } from 'esbuild';
import nextConfig from '../../next.config.mjs';

export const WORKER_EVENTS_ENTRY = 'worker/service-worker-events.ts';

/** The values of process.env the bundle may read, as Next inlines them into a page of `locale`. */
export function workerDefines(locale, env = process.env) {
  const value = (text) => JSON.stringify(text ?? '');
  return {
    'process.env.NODE_ENV': value('production'),
    'process.env.NEXT_PUBLIC_LOCALE': value(locale),
    'process.env.NEXT_PUBLIC_SITE_LEAGUE_KEY': value(nextConfig.env.NEXT_PUBLIC_SITE_LEAGUE_KEY),
    'process.env.NEXT_PUBLIC_ADMIN_EMAIL': value(env.NEXT_PUBLIC_ADMIN_EMAIL),
    'process.env.DEPLOY_ID': value(env.DEPLOY_ID ?? nextConfig.env.DEPLOY_ID),
    'process.env.SITE_URL': value(env.SITE_URL),
    // Anything else read from process.env is undefined, as in a page; never a ReferenceError.
    'process.env': '{}',
  };
}

/** Writes out/sw-events-<locale>-<hash>.js; its address from the site's root (it sits at the root of `outdir`), and its size. */
export async function bundleWorkerEvents(locale, { outdir = 'out' } = {}) {
  const result = await build({
    entryPoints: { [`sw-events-${locale}`]: WORKER_EVENTS_ENTRY },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    // The browsers a worker with Periodic Background Sync runs in (Chrome on Android) and every
    // browser the site supports: the same syntax the pages ship.
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    entryNames: '[name]-[hash]',
    outdir,
    define: workerDefines(locale),
    tsconfig: 'tsconfig.json',
    metafile: true,
    logLevel: 'warning',
  });
  const [file] = Object.keys(result.metafile.outputs);
  const bytes = result.metafile.outputs[file].bytes;
  return { url: `/${basename(file)}`, bytes };
}
