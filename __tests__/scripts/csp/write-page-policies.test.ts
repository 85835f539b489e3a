/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pagePolicy } from '@/scripts/csp/page-policy';
import { writePagePolicies } from '@/scripts/csp/write-page-policies';

const page = (script: string) => `<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body><script>${script}</script></body></html>`;

function exportFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'csp-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

describe('writePagePolicies', () => {
  it('gives every HTML page of the export, nested and 404 included, a policy with its own hashes', () => {
    const dir = exportFolder({ 'index.html': page('home()'), '404.html': page('missing()'), 'docs/deep.html': page('deep()'), 'index.txt': 'payload' });
    expect(writePagePolicies(dir)).toEqual({
      ok: true,
      pages: [
        { page: '404.html', hashes: 1 },
        { page: 'docs/deep.html', hashes: 1 },
        { page: 'index.html', hashes: 1 },
      ],
    });
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toContain(`content="${pagePolicy(['home()'])}"`);
    expect(readFileSync(join(dir, '404.html'), 'utf8')).toContain(`content="${pagePolicy(['missing()'])}"`);
    expect(readFileSync(join(dir, 'docs/deep.html'), 'utf8')).toContain(`content="${pagePolicy(['deep()'])}"`);
    expect(readFileSync(join(dir, 'index.txt'), 'utf8')).toBe('payload');
  });

  it('names a page it cannot protect and writes no page at all', () => {
    const dir = exportFolder({ 'a.html': page('a()'), 'b.html': '<html><body><script>b()</script></body></html>' });
    expect(writePagePolicies(dir)).toEqual({ ok: false, page: 'b.html', reason: 'no-head' });
    expect(readFileSync(join(dir, 'a.html'), 'utf8')).toBe(page('a()'));
  });
});
