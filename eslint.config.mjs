import { readdirSync } from 'node:fs';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The layers, outermost first: app → components → lib/store → lib/storage → the domain
// (lib/<domain>, lib/config.ts) and lib/model. An import may only point inwards; data/ (the
// sample content) is read by lib/store/sample-data.ts alone. Paths are resolved by the resolvers
// eslint-config-next sets up, so '@/…' and './…' imports are checked alike.

const ROOT = import.meta.dirname;

/** Domain rules and the model: pure code, no storage, no stores, no UI. */
const DOMAIN = ['lib/!(store|storage)/**', 'lib/*.*'];

// components/ folders that every feature may use; each other folder is one feature's own.
const SHARED_COMPONENTS = ['ui', 'hooks', 'shared'];
const FEATURES = readdirSync(`${ROOT}/components`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SHARED_COMPONENTS.includes(entry.name))
  .map((entry) => entry.name);

const featureZones = FEATURES.map((feature) => ({
  target: `components/${feature}`,
  from: FEATURES.filter((other) => other !== feature).map((other) => `components/${other}`),
  message: `components/${feature} is one feature: it may use components/ui, components/hooks and components/shared, never another feature's folder. Move what two features share into components/ui or components/shared/<what it holds>.`,
}));

const layerZones = [
  {
    target: DOMAIN,
    from: ['lib/store', 'lib/storage', 'components', 'app', 'worker'],
    message: 'The domain (lib/<domain>) and lib/model are pure rules and types: they never import storage, stores, components or app.',
  },
  {
    target: 'lib/storage',
    from: ['lib/store', 'components', 'app', 'worker'],
    message: 'lib/storage saves the domain and the model; it never imports stores, components or app.',
  },
  {
    target: 'lib/store',
    from: ['components', 'app', 'worker'],
    message: "lib/store applies domain rules to state; it never imports components, app or the service worker's events.",
  },
  {
    // The service worker's own events (bundled by scripts/sw/bundle-worker-events.mjs) are the
    // worker's outermost layer, as app/ is the pages': they reach the game through lib/store.
    target: 'worker',
    from: ['app', 'components', 'lib/storage', 'data'],
    message: "worker/ handles the service worker's events and reaches the game through lib/store; never app, components, lib/storage or data.",
  },
  {
    target: 'components',
    from: ['app', 'lib/storage'],
    message: 'Components render and dispatch through lib/store; they never import app or lib/storage.',
  },
  {
    target: 'app',
    from: ['lib/store', 'lib/storage'],
    message: 'app composes components (and reads lib for metadata and config); state is reached through components.',
  },
  {
    target: ['app', 'components', 'lib/!(store)/**', 'lib/*.*', 'lib/store/!(sample-data).*'],
    from: 'data',
    message: 'data/ is sample content, read only through lib/store/sample-data.ts.',
  },
  ...featureZones,
  {
    target: SHARED_COMPONENTS.map((folder) => `components/${folder}`),
    from: FEATURES.map((feature) => `components/${feature}`),
    message: 'components/ui, components/hooks and components/shared serve every feature, so they never import one.',
  },
  {
    target: 'components/ui',
    from: 'components/shared',
    message: 'components/ui holds primitives: they never import the shared compound pieces.',
  },
];

const REACT_MESSAGE = 'The domain and lib/model are framework-free: React and zustand belong to lib/store and components.';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    name: 'predictoplay/layers',
    files: ['**/*.{js,jsx,mjs,cjs,ts,tsx}'],
    rules: {
      'import/no-restricted-paths': ['error', { basePath: ROOT, zones: layerZones }],
    },
  },
  {
    // Plain <img> elements, with width, height and fetchpriority (and a preload for the largest):
    // on a static export next/image optimises nothing (images are served as they are) and only adds
    // its script, 5.3 kB of the detail page's first load when it was measured (docs/size.md).
    name: 'predictoplay/plain-images',
    rules: { '@next/next/no-img-element': 'off' },
  },
  {
    // Every link is AppLink (components/ui/app-link.tsx): a page is prefetched when a player reaches
    // for its link, not whenever the link scrolls into view, which cost start-up's main thread.
    name: 'predictoplay/app-links',
    files: ['app/**/*.tsx', 'components/**/*.tsx'],
    ignores: ['components/ui/app-link.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'next/link', message: 'Use AppLink from components/ui/app-link.tsx: it prefetches on intent, not on sight.' }] }],
    },
  },
  {
    // Packages are not paths, so no-restricted-paths cannot say this part.
    name: 'predictoplay/framework-free-domain',
    files: DOMAIN,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'zustand'].map((name) => ({ name, message: REACT_MESSAGE })),
          patterns: [{ group: ['react/*', 'react-dom/*', 'zustand/*'], message: REACT_MESSAGE }],
        },
      ],
    },
  },
  {
    // Every word a player reads comes from the catalogues (messages/<locale>/*.json through
    // lib/i18n/paraglide), so a new language is a new catalogue, never a hunt through components.
    // Text between tags must be a message; symbols and figures that read the same in every
    // language may stay. Attributes a player reads (aria-label, title, placeholder, alt) are
    // checked by __tests__/i18n/no-literal-attributes.test.ts.
    name: 'predictoplay/words-from-the-catalogue',
    files: ['app/**/*.tsx', 'components/**/*.tsx'],
    rules: {
      'react/jsx-no-literals': ['error', { noStrings: false, ignoreProps: true, allowedStrings: ['·', '×', '%', ':', '/', '…', '—', '–', '(', ')', '+', '-', '=', '→', '←', '✓', '✕', '|', '#', '🎯', '🪙'] }],
    },
  },
  globalIgnores(['lib/i18n/paraglide/**', '.next/**', 'out/**', 'out-league/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', '.perf/**', 'scripts/perf/empty-export/**']),
]);
