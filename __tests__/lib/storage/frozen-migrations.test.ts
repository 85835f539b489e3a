// Migrations are frozen: a step works on the plain data of its version and never calls the app's
// code of today, or changing, say, the packer would silently change what an old step makes of old
// data. So every import of the migrations' files is a type import or another file of theirs.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '../../..');
const MIGRATIONS_FILE = path.join(ROOT, 'lib/storage/migrations.ts');
const MIGRATIONS_DIR = path.join(ROOT, 'lib/storage/migrations');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|js|mjs|cjs)$/.test(entry.name) ? [full] : [];
  });
}

interface Import {
  from: string;
  typeOnly: boolean;
}

/** Every module a source names: static imports and re-exports, side-effect imports, `import()` and `require()`. */
function importsOf(source: string): Import[] {
  const found: Import[] = [];
  const statement = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/gm;
  for (const [, , typeKeyword, clause = '', from = ''] of source.matchAll(statement)) {
    const names = /^\{([^}]*)\}$/.exec(clause.trim())?.[1];
    const everyNameTyped = names !== undefined && names.split(',').filter((name) => name.trim() !== '').every((name) => /^\s*type\s/.test(name));
    found.push({ from, typeOnly: typeKeyword !== undefined || everyNameTyped });
  }
  for (const [, from = ''] of source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)) found.push({ from, typeOnly: false });
  for (const [, from = ''] of source.matchAll(/\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]/g)) found.push({ from, typeOnly: false });
  return found;
}

function isWithinMigrations(file: string, from: string): boolean {
  if (!from.startsWith('.')) return false;
  const target = path.resolve(path.dirname(file), from);
  return target === MIGRATIONS_FILE.replace(/\.ts$/, '') || target === MIGRATIONS_DIR || target.startsWith(MIGRATIONS_DIR + path.sep);
}

describe('frozen migrations', () => {
  const files = [MIGRATIONS_FILE, ...sourceFiles(MIGRATIONS_DIR)];

  it('finds the migrations and the steps kept in their own files', () => {
    expect(files.map((file) => path.relative(ROOT, file))).toEqual(expect.arrayContaining(['lib/storage/migrations.ts', 'lib/storage/migrations/v4-to-v5-pack.ts']));
  });

  it.each(files.map((file) => [path.relative(ROOT, file), file]))('%s imports no code of the app', (_, file) => {
    const wrong = importsOf(readFileSync(file, 'utf8'))
      .filter((found) => !found.typeOnly && !isWithinMigrations(file, found.from))
      .map((found) => found.from);
    expect(wrong).toEqual([]);
  });

  it('tells a type import from a code import', () => {
    const source = [
      "import type { GameData } from '../model/game';",
      "import { type Position, type Account } from '../model/game';",
      "import { packGame } from './packed-game';",
      "import { type Market, splitPool } from '../market/markets';",
      "import * as v from 'valibot';",
      "export { unpackGame } from './packed-game';",
      "import './side-effect';",
      "const later = () => import('../wallet/ledger');",
    ].join('\n');
    expect(importsOf(source)).toEqual([
      { from: '../model/game', typeOnly: true },
      { from: '../model/game', typeOnly: true },
      { from: './packed-game', typeOnly: false },
      { from: '../market/markets', typeOnly: false },
      { from: 'valibot', typeOnly: false },
      { from: './packed-game', typeOnly: false },
      { from: './side-effect', typeOnly: false },
      { from: '../wallet/ledger', typeOnly: false },
    ]);
  });

  it('names what lies inside the migrations and what lies outside', () => {
    expect(isWithinMigrations(MIGRATIONS_FILE, './migrations/v4-to-v5-pack')).toBe(true);
    expect(isWithinMigrations(path.join(MIGRATIONS_DIR, 'a.ts'), './b')).toBe(true);
    expect(isWithinMigrations(path.join(MIGRATIONS_DIR, 'a.ts'), '../migrations')).toBe(true);
    expect(isWithinMigrations(MIGRATIONS_FILE, './packed-game')).toBe(false);
    expect(isWithinMigrations(path.join(MIGRATIONS_DIR, 'a.ts'), '../packed-game')).toBe(false);
    expect(isWithinMigrations(MIGRATIONS_FILE, '@/lib/storage/migrations/v4-to-v5-pack')).toBe(false);
  });
});
