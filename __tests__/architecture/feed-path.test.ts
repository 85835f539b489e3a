import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FEED_PATH } from '@/lib/league/feed-path';
import { FEED_FILE } from '@/scripts/league/league-files';

// FEED_PATH is the one name of the site league's feed path; the .mjs files that cannot import it
// repeat it, and this holds them to it.

const ROOT = join(__dirname, '..', '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

describe('the site league’s feed path', () => {
  it('is where the command line publishes it, under the export’s root', () => {
    expect(FEED_FILE).toBe(`public${FEED_PATH}`);
  });

  it('is the path the service worker caches', () => {
    expect(read('scripts/build-sw.mjs')).toContain(`url.pathname === '${FEED_PATH}'`);
  });

  it('is the path the build names when the committed league file is damaged', () => {
    expect(read('next.config.mjs')).toContain(`verify public${FEED_PATH}`);
  });

});
