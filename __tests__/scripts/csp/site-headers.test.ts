/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import SERVE from '@/serve.json';

// The site-wide headers are written twice, for two servers: serve.json for `npm start` and
// `npm run serve`, public/_headers for static hosts that read that file. They must say the same.

const ROOT = join(__dirname, '..', '..', '..');

/** The headers public/_headers gives one path pattern (the Netlify and Cloudflare Pages format). */
function staticHostHeaders(text: string, pattern: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inPattern = false;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inPattern = line.trim() === pattern;
      continue;
    }
    const colon = line.indexOf(':');
    if (inPattern && colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}

const served = Object.fromEntries((SERVE.headers.find((entry) => entry.source === '**')?.headers ?? []).map(({ key, value }) => [key, value]));
const shipped = staticHostHeaders(readFileSync(join(ROOT, 'public', '_headers'), 'utf8'), '/*');

describe('the site-wide headers', () => {
  it('are the same in serve.json and public/_headers', () => {
    expect(shipped).toEqual(served);
  });

  it('refuse framing twice over, plugins and a base element, and keep script hashes out of the header', () => {
    expect(served).toEqual({
      'Content-Security-Policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'none'",
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    });
  });
});
