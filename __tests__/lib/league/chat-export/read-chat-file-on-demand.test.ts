// The chat file reader (its zip reading with it) is loaded only when an organiser hands over a
// chat file: no page reaches it through a static import (type-only imports and `import()` are not
// followed), so it adds nothing to any route's first-load JavaScript.

import { existsSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { sourceFiles } from '../../../source-files';

const ROOT = join(__dirname, '..', '..', '..', '..');
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)[^'";]*?from\s+'([^']+)'|^\s*import\s+'([^']+)'/gm;
const ON_DEMAND = ['lib/league/chat-export/read-chat-file.ts', 'lib/league/chat-export/zip-entries.ts'];

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? specifier.slice(2) : specifier.startsWith('.') ? normalize(join(dirname(from), specifier)) : null;
  if (base === null) return null;
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((candidate) => existsSync(join(ROOT, candidate))) ?? null;
}

const graph = new Map(
  sourceFiles('app', 'components', 'lib').map(({ path, text }) => [
    path,
    [...text.matchAll(STATIC_IMPORT)].map((match) => resolve(path, match[1] ?? match[2] ?? '')).filter((target): target is string => target !== null),
  ]),
);

function reached(start: string, seen = new Set<string>()): Set<string> {
  if (seen.has(start)) return seen;
  seen.add(start);
  for (const next of graph.get(start) ?? []) reached(next, seen);
  return seen;
}

describe('the chat file reader', () => {
  it('is reached by no page or layout through a static import', () => {
    const pages = [...graph.keys()].filter((path) => /^app\/.*(page|layout)\.tsx$/.test(path));
    expect(pages).toEqual(expect.arrayContaining(['app/leagues/page.tsx', 'app/layout.tsx']));
    const leaks = pages.flatMap((page) => ON_DEMAND.filter((file) => reached(page).has(file)).map((file) => `${page} -> ${file}`));
    expect(leaks).toEqual([]);
  });
});
