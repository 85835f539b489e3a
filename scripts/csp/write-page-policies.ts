// Writes the page policy into every exported HTML page of a folder (404.html, the offline page,
// included). Run by `npm run build` after next build and before the service worker is generated,
// whose precache revisions are hashes of these very files.

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { withPagePolicy } from './page-policy';

export type PagesWritten = { ok: true; pages: { page: string; hashes: number }[] } | { ok: false; page: string; reason: 'no-head' | 'script-before-policy' };

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Every page is checked before any is written, so a refused page leaves the folder as it was. */
export function writePagePolicies(dir: string): PagesWritten {
  const written: { path: string; page: string; html: string; hashes: number }[] = [];
  for (const path of htmlFiles(dir)) {
    const page = relative(dir, path);
    const result = withPagePolicy(readFileSync(path, 'utf8'));
    if (!result.ok) return { ok: false, page, reason: result.reason };
    written.push({ path, page, html: result.html, hashes: result.hashes });
  }
  for (const { path, html } of written) writeFileSync(path, html);
  return { ok: true, pages: written.map(({ page, hashes }) => ({ page, hashes })) };
}
