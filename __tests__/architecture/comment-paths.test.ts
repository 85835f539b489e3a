import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import ts from 'typescript';

// A comment that names a file sends the reader to it, so the file must exist. Scans the comments
// of lib/, components/ and scripts/ for names ending in .ts, .tsx, .mjs, .js, .json, .md or .sh:
// one with a folder must exist from the repository's root or from the commenting file's folder;
// a bare name must be the name of some file in the repository.

const ROOT = join(__dirname, '..', '..');
const SCANNED = ['lib', 'components', 'scripts'];
/** Files the programs write (the export, the league the command line starts), not files kept in the repository. */
const WRITTEN = [/^out\//, /^(data\/league\/)?(league|events|picks)\.json$/, /^(public\/)?league\/feed\.json$/, /^league\.key\.json$/];
/**
 * Citations outside the league feature, left to their owners (issue 27, point 8): remove an entry
 * when its comment is fixed.
 */
const KNOWN_MISSING: string[] = [];
const FILE_NAME = /(?<![\w@:/.-])((?:\.{1,2}\/)?[\w.-]*(?:\/[\w.-]+)*\.(?:tsx|ts|mjs|js|json|md|sh))(?![\w/-])/g;

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
}

function commentsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const variant = file.endsWith('.tsx') ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard;
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, variant, text);
  const comments: string[] = [];
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token === ts.SyntaxKind.SingleLineCommentTrivia || token === ts.SyntaxKind.MultiLineCommentTrivia) comments.push(scanner.getTokenText());
  }
  return comments;
}

/** The file names a comment cites that no file of the repository answers to. */
function missingIn(file: string, comment: string, files: ReadonlySet<string>, names: ReadonlySet<string>): string[] {
  const missing: string[] = [];
  for (const [, cited] of comment.replace(/https?:\/\/\S+/g, '').matchAll(FILE_NAME)) {
    // A bare extension ('a .mjs file') names no file.
    if (!cited || /^\.\w+$/.test(cited) || WRITTEN.some((pattern) => pattern.test(cited))) continue;
    const found = cited.includes('/')
      ? files.has(posix.normalize(cited)) || files.has(posix.join(dirname(file), cited)) || existsSync(join(ROOT, cited))
      : names.has(cited);
    if (!found) missing.push(`${file}: ${cited}`);
  }
  return missing;
}

function missingCitations(): string[] {
  const all = trackedFiles();
  const files = new Set(all);
  const names = new Set(all.map((path) => posix.basename(path)));
  const scanned = all.filter((path) => SCANNED.some((dir) => path.startsWith(`${dir}/`)) && /\.(tsx?|mjs|js)$/.test(path));
  return scanned.flatMap((file) => commentsOf(file).flatMap((comment) => missingIn(file, comment, files, names)));
}

describe('comments that cite files', () => {
  it('find what they cite in the repository', () => {
    expect(missingCitations()).toEqual(KNOWN_MISSING);
  });

  it('would catch a file that is not there', () => {
    const files = new Set(['lib/a/b.ts']);
    const names = new Set(['b.ts']);
    expect(missingIn('lib/a/c.ts', '// see lib/a/b.ts and ./b.ts and b.ts', files, names)).toEqual([]);
    expect(missingIn('lib/a/c.ts', '// see docs/gone.md, lib/a/gone.ts and gone.tsx', files, names)).toEqual(['lib/a/c.ts: docs/gone.md', 'lib/a/c.ts: lib/a/gone.ts', 'lib/a/c.ts: gone.tsx']);
  });
});
