import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATABASE_VERSION } from '@/lib/model/registry';

// The journeys name the database version as plain text (e2e/stored.ts runs in Playwright's Node,
// apart from the app's modules). A new store that raises the version must raise it there too, or
// 'a newer app' in the journeys opens the current version and tests nothing.
describe('the journeys’ database version', () => {
  it('is the one the app opens', () => {
    const text = readFileSync(join(__dirname, '../../e2e/stored.ts'), 'utf8');
    expect(Number(text.match(/export const DATABASE_VERSION = (\d+);/)?.[1])).toBe(DATABASE_VERSION);
  });
});
