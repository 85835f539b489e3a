// The season CSV reader and its words are loaded only when an organiser chooses a file: no page,
// and not even the organiser's section, reaches them through a static import (type-only imports
// and `import()` are not followed), so they stay out of every route's first-load JavaScript.

import { existsSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { sourceFiles } from '../source-files';

const ROOT = join(__dirname, '..', '..');
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)[^'";]*?from\s+'([^']+)'|^\s*import\s+'([^']+)'/gm;
const ON_DEMAND = ['lib/league/season-csv.ts', 'lib/league/csv-records.ts', 'lib/league/typed-time.ts', 'lib/league/season-words.ts'];

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? specifier.slice(2) : specifier.startsWith('.') ? normalize(join(dirname(from), specifier)) : null;
  if (base === null) return null;
  for (const candidate of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) if (existsSync(join(ROOT, candidate))) return candidate;
  return null;
}

const graph = new Map(
  sourceFiles('app', 'components', 'lib').map(({ path, text }) => [
    path,
    [...text.matchAll(STATIC_IMPORT)].map((match) => resolve(path, match[1] ?? match[2] ?? '')).filter((target): target is string => target !== null),
  ]),
);

/** Every file reached from `start` through static imports. */
function reached(start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of graph.get(file) ?? []) visit(next);
  };
  visit(start);
  return seen;
}

describe('the season CSV reader', () => {
  it('is reached by no page and not by the organiser’s section through a static import', () => {
    const starts = [...graph.keys()].filter((path) => /^app\/.*(page|layout)\.tsx$/.test(path)).concat('components/leagues/operator-section.tsx');
    expect(starts).toEqual(expect.arrayContaining(['app/leagues/page.tsx', 'app/layout.tsx']));
    const leaks = starts.flatMap((start) => ON_DEMAND.filter((file) => reached(start).has(file)).map((file) => `${start} -> ${file}`));
    expect(leaks).toEqual([]);
  });

  it('is loaded by the organiser’s action with import()', () => {
    const actions = sourceFiles('lib').find((file) => file.path === 'lib/store/league-operator-actions.ts')?.text ?? '';
    expect(actions).toContain("import('../league/season-csv')");
    expect(reached('components/leagues/operator-section.tsx').has('lib/store/league-operator-actions.ts')).toBe(true);
  });
});
