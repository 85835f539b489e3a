// No import circle anywhere under lib/: every module's imports, static, type-only and dynamic
// (`import('./x')`), form a graph without cycles, so each part can be read, tested and loaded
// without the one that uses it. The storage engine once closed one: game-store.ts ->
// game-storage.ts -> storage-engine/* -> game-store.ts.

import { existsSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { sourceFiles } from '../source-files';

const ROOT = join(__dirname, '..', '..');
const IMPORT = /(?:import|export)\s[^'";]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g;

/** The lib/ file a specifier names, or null for a package or a file outside lib/. */
function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? specifier.slice(2) : specifier.startsWith('.') ? normalize(join(dirname(from), specifier)) : null;
  if (base === null || !base.startsWith('lib/')) return null;
  for (const candidate of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, base]) if (existsSync(join(ROOT, candidate))) return candidate;
  return null;
}

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const { path, text } of sourceFiles('lib')) {
    const targets = [...text.matchAll(IMPORT)].map((match) => resolve(path, match[1] ?? match[2] ?? '')).filter((target): target is string => target !== null);
    graph.set(path, [...new Set(targets)]);
  }
  return graph;
}

/** Every cycle found by a depth-first walk, each as the files around it. */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const visit = (node: string) => {
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (onStack.has(next)) found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!done.has(next)) visit(next);
    }
    stack.pop();
    onStack.delete(node);
    done.add(node);
  };
  for (const node of graph.keys()) if (!done.has(node)) visit(node);
  return found;
}

describe('imports under lib/', () => {
  it('form no circle, static or dynamic', () => {
    expect(cycles(importGraph()).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });

  it('are followed through relative, aliased and dynamic imports (a planted circle is found)', () => {
    const graph = new Map([
      ['lib/a.ts', ['lib/b.ts']],
      ['lib/b.ts', ['lib/c.ts']],
      ['lib/c.ts', ['lib/a.ts']],
    ]);
    expect(cycles(graph)).toEqual([['lib/a.ts', 'lib/b.ts', 'lib/c.ts', 'lib/a.ts']]);
    expect(resolve('lib/store/commit-game.ts', './game-storage')).toBe('lib/store/game-storage.ts');
    expect(resolve('lib/store/x.ts', '@/lib/model/game')).toBe('lib/model/game.ts');
    expect([..."const m = import('./game-storage');".matchAll(IMPORT)].map((match) => match[2])).toEqual(['./game-storage']);
  });
});
