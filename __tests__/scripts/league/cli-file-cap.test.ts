/** @jest-environment node */
import * as fs from 'node:fs';
import { join } from 'node:path';
import { MAX_FILE_BYTES } from '@/lib/files/file-cap';
import { checkLeagueBuild } from '@/scripts/league/build-check';
import { EVENTS_FILE_MAX_BYTES } from '@/scripts/league/league-files';
import { ENDS, league, publishedLeague, snapshot } from './league-cli-helpers';

const TOO_LARGE = 'This file is over 5 MB, larger than any PredictoPlay file can be. It was not read, and nothing changed.';

/** Makes the file `bytes` long without writing them (a sparse file): its size is all the cap sees. */
const growTo = (path: string, bytes: number) => fs.truncateSync(path, bytes);

// Every read goes through a spy, so a test can tell a file refused unread from one read and refused.
jest.mock('node:fs', () => {
  const actual = jest.requireActual<typeof import('node:fs')>('node:fs');
  return { ...actual, readFileSync: jest.fn(actual.readFileSync) };
});
const readFileSync = fs.readFileSync as unknown as jest.Mock;

const wasRead = (path: string) => readFileSync.mock.calls.some(([read]) => read === path);

describe('the league command line and files over the cap', () => {
  it('verify refuses a file over 5 MB without reading it', async () => {
    const { root } = await publishedLeague();
    const path = join(root, 'huge.json');
    fs.writeFileSync(path, '');
    growTo(path, MAX_FILE_BYTES + 1);
    const run = await league(root, 'verify', 'huge.json');
    expect(run.code).toBe(1);
    expect(run.err).toContain(`${path}: ${TOO_LARGE}`);
    expect(wasRead(path)).toBe(false);
  });

  it('refuses a key file over 5 MB without reading it, and changes nothing', async () => {
    const { root } = await publishedLeague();
    const key = join(root, 'league.key.json');
    growTo(key, MAX_FILE_BYTES + 1);
    const before = snapshot(root);
    readFileSync.mockClear();
    const run = await league(root, 'add', '--question', 'Will it rain in Mumbai on Tuesday?', '--category', 'News', '--ends', ENDS);
    expect(run.code).toBe(1);
    expect(run.err).toContain(`league.key.json: ${TOO_LARGE}`);
    expect(wasRead(key)).toBe(false);
    expect(snapshot(root)).toEqual(before);
  });

  it('lets the operator’s own events file pass 5 MB, and refuses it unread past its own cap', async () => {
    const { root } = await publishedLeague();
    const events = join(root, 'data/league/events.json');
    growTo(events, MAX_FILE_BYTES + 1);
    // Read (and found not to be JSON: the grown bytes are zeros), not refused for its size.
    expect((await league(root, 'publish')).err).toContain('data/league/events.json is not valid JSON.');
    expect(wasRead(events)).toBe(true);
    growTo(events, EVENTS_FILE_MAX_BYTES + 1);
    readFileSync.mockClear();
    const run = await league(root, 'publish');
    expect(run.code).toBe(1);
    expect(run.err).toContain('data/league/events.json: This file is over 320 MB');
    expect(wasRead(events)).toBe(false);
  });

  it('the build check refuses a feed over 5 MB without reading it', async () => {
    const { root } = await publishedLeague();
    const feed = join(root, 'public/league/feed.json');
    growTo(feed, MAX_FILE_BYTES + 1);
    readFileSync.mockClear();
    expect(await checkLeagueBuild(root)).toEqual({ ok: false, message: `public/league/feed.json: ${TOO_LARGE}` });
    expect(wasRead(feed)).toBe(false);
  });
});
