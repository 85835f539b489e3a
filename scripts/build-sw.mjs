// Generates out/sw.js from the finished export, so the service worker precaches exactly what
// this build contains: every page's HTML, the RSC payloads client navigation fetches, JS, CSS,
// fonts, images and the manifest. At run time only the site league's feed is cached (see below),
// and only from this origin, so nothing from another origin can ever end up in the cache.
//
// One worker per language: out/sw.js (scope /) precaches the English pages, out/sw-hi.js (scope
// /hi) the Hindi ones, each with the shared images, so a phone downloads one language's site, not
// every language's. A page registers its own language's worker (lib/store/service-worker.ts).
import { readFileSync } from 'node:fs';
import { generateSW } from 'workbox-build';
import { bundleWorkerEvents } from './sw/bundle-worker-events.mjs';
import { isShareTarget, receiveShare } from './sw/receive-share.mjs';

const settings = JSON.parse(readFileSync('project.inlang/settings.json', 'utf8'));
const { baseLocale } = settings;
// BUILD_LOCALES (scripts/build.sh) limits a build to some languages; their workers only.
const only = process.env.BUILD_LOCALES?.split(/[ ,]+/);
const locales = settings.locales.filter((locale) => locale === baseLocale || !only || only.includes(locale));
const PAGE_FILES = '{html,txt,js,css,woff2,png,svg,ico,webmanifest}';
const otherLocales = locales.filter((locale) => locale !== baseLocale);

for (const locale of locales) {
  const base = locale === baseLocale;
  // The periodic sync of the site league's feed and the notification click: the pages' own code
  // (worker/service-worker-events.ts) bundled for this language and loaded by the worker it makes.
  const events = await bundleWorkerEvents(locale);
  const { count, size, warnings } = await generateSW({
  importScripts: [events.url],
  globDirectory: 'out',
  globPatterns: base
    ? [`**/*.${PAGE_FILES}`]
    : [`${locale}.{html,txt}`, `${locale}/**/*.${PAGE_FILES}`, 'images/**/*', 'icons/**/*', `*.{png,svg,ico}`],
  // The league feed is never precached: a precached copy would be answered from the cache until
  // the next deploy's worker took over, so a new result would wait for a second visit. The other
  // languages' pages belong to their own workers. The manifest's screenshots are for the browser's
  // install sheet only: no page shows them, so no phone downloads them with the site.
  globIgnores: ['sw.js', 'sw-*.js', 'workbox-*.js', 'league/**', 'screenshots/**', ...(base ? otherLocales.flatMap((other) => [`${other}/**`, `${other}.{html,txt}`]) : [`${locale}/league/**`])],
  // Every address from the site's root, whichever folder the worker itself is served from.
  modifyURLPrefix: { '': '/' },
  swDest: base ? 'out/sw.js' : `out/sw-${locale}.js`,
  mode: 'production',
  sourcemap: false,
  inlineWorkboxRuntime: true,
  cacheId: base ? 'predictoplay' : `predictoplay-${locale}`,
  // A new deploy waits until a page asks it to take over at the start of a visit (or no page of
  // the old one is open), so a running page never swaps code mid-bet. On the very first install
  // there is nothing to swap: claim the page at once so it works offline without a reload.
  skipWaiting: false,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  // /leaderboard is out/leaderboard.html, / is out/index.html; /prediction?id=3 is one page.
  directoryIndex: 'index.html',
  ignoreURLParametersMatching: [/.*/],
  // Hashed names never change content, so they need no revision query.
  dontCacheBustURLsMatching: /^_next\/static\//,
  maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
  runtimeCaching: [
    {
      // The installed app's share target (the manifest's share_target): what another app shares
      // is POSTed here; the worker keeps it for the leagues page and redirects there. Both
      // functions are copied into out/sw.js as text, so each uses only its own body and the worker's globals.
      urlPattern: isShareTarget,
      method: 'POST',
      handler: receiveShare,
    },
    {
      // The site league's feed: the network first, so a visitor sees a new result as soon as it
      // is deployed; offline, the last copy fetched, so the league's questions and results stay
      // what they were. Same origin only, and only a complete answer is kept. The path is FEED_PATH
      // of lib/league/feed-path.ts, which this .mjs cannot import (a test holds the two equal).
      urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/league/feed.json',
      method: 'GET',
      handler: 'NetworkFirst',
      options: { cacheName: 'predictoplay-league-feed', cacheableResponse: { statuses: [200] } },
    },
    {
      // Next's router checks a page with a HEAD request before it prefetches the page's payload.
      // Precaching answers GET only, so without this every link in view fails offline. The answer
      // comes from the precache and caches nothing new; it runs inside the worker, so it may only
      // use what a worker has.
      urlPattern: ({ sameOrigin }) => sameOrigin,
      method: 'HEAD',
      handler: async ({ request }) => {
        const path = new URL(request.url).pathname;
        const candidates = path.endsWith('/') ? [`${path}index.html`] : [path, `${path}.html`];
        for (const candidate of candidates) {
          const cached = await caches.match(candidate, { ignoreSearch: true });
          if (cached) return new Response(null, { status: cached.status, headers: cached.headers });
        }
        return fetch(request);
      },
    },
    {
      // A page that isn't precached (a mistyped or made-up path) goes to the network as before;
      // offline, the site's own 404 page answers instead of the browser's error. Precached pages
      // never get here: the precache route comes first. The fallback caches nothing new.
      urlPattern: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      handler: async ({ request }) => {
        try {
          return await fetch(request);
        } catch (error) {
          // This worker's language's 404 page: /404.html for scope /, /hi/404.html for scope /hi.
          const notFound = await caches.match(`${self.registration.scope.replace(/\/?$/, '/')}404.html`, { ignoreSearch: true });
          if (!notFound) throw error;
          return new Response(notFound.body, { status: 404, statusText: 'Not Found', headers: notFound.headers });
        }
      },
    },
  ],
  });

  for (const warning of warnings) console.warn(`service worker (${locale}): ${warning}`);
  console.log(`service worker (${locale}): precaches ${count} files, ${(size / 1024).toFixed(1)} kB; its events ${events.url}, ${(events.bytes / 1024).toFixed(1)} kB`);
}
