// The project's own source, read as text, for tests that guard a rule across the whole tree
// (which module may read process.env, where the payout rule is stated).

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const ROOT = join(__dirname, '..');
const SOURCE = /\.(ts|tsx|mjs|js)$/;

export interface SourceFile {
  /** Relative to the project root, with forward slashes: 'lib/config.ts'. */
  path: string;
  text: string;
}

/** Generated, not written: the compiled message catalogues (scripts/i18n-compile.mjs). */
const GENERATED = join(ROOT, 'lib', 'i18n', 'paraglide');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (full === GENERATED) return [];
    if (entry.isDirectory()) return walk(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** Every source file under the given top-level folders ('app', 'components', 'lib'). */
export function sourceFiles(...folders: string[]): SourceFile[] {
  return folders
    .flatMap((folder) => walk(join(ROOT, folder)))
    .map((full) => ({ path: relative(ROOT, full).split(sep).join('/'), text: readFileSync(full, 'utf8') }));
}
