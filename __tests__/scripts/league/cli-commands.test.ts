import { KEY_FILE_NOTE } from '@/lib/league/league-words';
/** @jest-environment node */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { keyFileText, keyPairHolds, leagueKeySchema, readKeyFile } from '@/lib/league/key-file';
import { ENDS, league, publishedLeague, readJson, scratchRoot } from './league-cli-helpers';

interface EventsFile {
  events: { seq: number; type: string }[];
}

describe('the league command line', () => {
  it('starts a league: a private key file, the committed league and its first event', async () => {
    const root = scratchRoot();
    const run = await league(root, 'init', '--name', 'Site League', '--coins', '5000');
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/Started league "Site League" \(id [a-z2-7]{16}, fingerprint [a-z2-7]{4} [a-z2-7]{4} [a-z2-7]{4} [a-z2-7]{4}\), 5,000 coins/);
    expect(run.out).toMatch(/whoever holds it runs the league/);
    const leagueFile = readJson<{ format: string; leagueId: string; publicKey: string; name: string }>(root, 'data/league/league.json');
    expect(leagueFile).toMatchObject({ format: 'predictoplay-league', version: 1, name: 'Site League' });
    const key = readJson<{ leagueId: string; publicKey: string; privateJwk: { d: string } }>(root, 'league.key.json');
    expect(key.publicKey).toBe(leagueFile.publicKey);
    expect(key.leagueId).toBe(leagueFile.leagueId);
    expect(typeof key.privateJwk.d).toBe('string');
    expect(statSync(join(root, 'league.key.json')).mode & 0o777).toBe(0o600);
    const { events } = readJson<{ events: { seq: number; type: string; startingCoins: number }[] }>(root, 'data/league/events.json');
    expect(events).toEqual([expect.objectContaining({ seq: 1, type: 'started', startingCoins: 5000 })]);
  });

  it('keeps the key in the one shape a browser’s league key file carries it', async () => {
    const root = scratchRoot();
    await league(root, 'init', '--name', 'Site League');
    const key = v.parse(leagueKeySchema, readJson<unknown>(root, 'league.key.json'));
    expect(keyPairHolds(key)).toBe(true);
    const { events } = readJson<{ events: never[] }>(root, 'data/league/events.json');
    const browserFile = keyFileText({ id: key.leagueId, publicKey: key.publicKey, privateJwk: key.privateJwk, events, hashes: [], accountId: 'a', sharedUpTo: 0, createdAt: '' }, KEY_FILE_NOTE);
    expect(readKeyFile(browserFile)).toEqual({ ok: true, file: { ...key, events } });
  });

  it('starts a league that shares the pool with --pool, and one that pays 1.8× without it', async () => {
    const root = scratchRoot();
    const run = await league(root, 'init', '--name', 'Pool League', '--pool');
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/How wins pay: Share the pool: winners split all the coins on the question/);
    expect(readJson<{ events: { payout?: string }[] }>(root, 'data/league/events.json').events[0]).toMatchObject({ payout: 'pool' });
    const fixed = scratchRoot();
    expect((await league(fixed, 'init', '--name', 'Fixed League')).out).toMatch(/How wins pay: Fixed: every win pays 1.8×/);
    expect(readJson<{ events: { payout?: string }[] }>(fixed, 'data/league/events.json').events[0]).toMatchObject({ payout: 'fixed' });
  });

  it('gives each player 1,000 coins when --coins is not given', async () => {
    const root = scratchRoot();
    expect((await league(root, 'init', '--name', 'Office League')).out).toMatch(/1,000 coins for each player/);
  });

  it('adds a question, prints its id and where it stands, and lists it', async () => {
    const root = scratchRoot();
    await league(root, 'init', '--name', 'Site League');
    const { leagueId } = readJson<{ leagueId: string }>(root, 'data/league/league.json');
    const added = await league(root, 'add', '--question', 'Will India win the final?', '--category', 'sports', '--ends', ENDS, '--description', 'The men’s final.');
    expect(added.code).toBe(0);
    expect(added.out).toContain(`Added question ${leagueId}.1: Will India win the final? (Sports, ends 2026-12-01 18:30 UTC)`);
    expect(added.out).toMatch(/run `npm run league -- publish`/);
    const list = await league(root, 'list');
    expect(list.code).toBe(0);
    expect(list.out).toContain('Site League');
    expect(list.out).toContain(`${leagueId}.1  [open]  Will India win the final?  (Sports, ends 2026-12-01 18:30 UTC)`);
  });

  it('resolves, voids and renames, and list shows each state', async () => {
    const { root, questionId } = await publishedLeague();
    const second = await league(root, 'add', '--question', 'Will the metro open by June?', '--category', 'News', '--ends', ENDS);
    const secondId = /Added question (\S+):/.exec(second.out)?.[1] ?? '';
    const resolved = await league(root, 'resolve', questionId, 'yes');
    expect(resolved.code).toBe(0);
    expect(resolved.out).toContain(`Resolved ${questionId} YES: Will it rain in Pune on Monday?`);
    const voided = await league(root, 'void', secondId);
    expect(voided.out).toContain(`Voided ${secondId}: Will the metro open by June?`);
    const renamed = await league(root, 'rename', 'Pune League');
    expect(renamed.out).toContain('Renamed the league from "Site League" to "Pune League".');
    expect(readJson<{ name: string }>(root, 'data/league/league.json').name).toBe('Pune League');
    const list = await league(root, 'list');
    expect(list.out).toContain(`${questionId}  [YES]`);
    expect(list.out).toContain(`${secondId}  [VOID]`);
    const { events } = readJson<EventsFile>(root, 'data/league/events.json');
    expect(events.map((event) => [event.seq, event.type])).toEqual([
      [1, 'started'],
      [2, 'question-added'],
      [3, 'question-added'],
      [4, 'resolved'],
      [5, 'voided'],
      [6, 'renamed'],
    ]);
  });

  it('publishes the whole history, which verify accepts against the committed key', async () => {
    const { root, questionId } = await publishedLeague();
    await league(root, 'resolve', questionId, 'NO');
    const published = await league(root, 'publish');
    expect(published.code).toBe(0);
    expect(published.out).toMatch(/Published 3 events of "Site League" to public\/league\/feed.json \([\d,]+ bytes\)/);
    const feed = readJson<{ format: string; version: number; update: string }>(root, 'public/league/feed.json');
    expect(feed).toMatchObject({ format: 'predictoplay-league-feed', version: 1 });
    const verified = await league(root, 'verify', 'public/league/feed.json');
    expect(verified.code).toBe(0);
    const { leagueId } = readJson<{ leagueId: string }>(root, 'data/league/league.json');
    expect(verified.out).toContain('Checked against the key in data/league/league.json.');
    expect(verified.out).toContain('League: Site League');
    expect(verified.out).toContain(`Id: ${leagueId}`);
    expect(verified.out).toContain(`Fingerprint: ${leagueId.match(/.{4}/g)?.join(' ')}`);
    expect(verified.out).toContain('Events: 3');
  });

  it('verifies a feed with no league beside it against the key inside the feed, and says so', async () => {
    const { root } = await publishedLeague();
    const elsewhere = scratchRoot();
    const verified = await league(elsewhere, 'verify', join(root, 'public/league/feed.json'));
    expect(verified.code).toBe(0);
    expect(verified.out).toMatch(/Checked against the key inside the feed \(no data\/league\/league.json here\)/);
  });

  it('prints the usage for --help and for help', async () => {
    for (const argv of [['--help'], ['help'], ['add', '--help']]) {
      const run = await league(scratchRoot(), ...argv);
      expect(run.code).toBe(0);
      expect(run.out).toMatch(/init --name NAME \[--coins N\]/);
      expect(run.out).toMatch(/verify FILE/);
    }
  });
});
