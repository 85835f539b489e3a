/** @jest-environment node */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashEvent } from '@/lib/league/event-hash';
import { feedFileText } from '@/lib/league/feed-file';
import type { LeagueEvent } from '@/lib/model/league';
import { feedBytes, forgedFeedText, league, publishedLeague, readJson, scratchRoot } from './league-cli-helpers';

const FEED = 'public/league/feed.json';

function events(root: string): LeagueEvent[] {
  return readJson<{ events: LeagueEvent[] }>(root, 'data/league/events.json').events;
}

async function verifyText(root: string, text: string) {
  writeFileSync(join(root, 'suspect.json'), text);
  return league(root, 'verify', 'suspect.json');
}

describe('verify', () => {
  it('fails when any one byte of the update changes', async () => {
    const { root } = await publishedLeague();
    const bytes = feedBytes(root);
    // The signature, the key and the compressed payload: every region is covered.
    for (const index of [0, 4, 10, 70, 140, bytes.length - 1]) {
      const changed = bytes.slice();
      changed[index] = (changed[index] ?? 0) ^ 0x01;
      const run = await verifyText(root, feedFileText(changed));
      expect(run.code).toBe(1);
      expect(run.err).toMatch(/suspect.json: The feed/);
    }
  });

  it('fails when one character of the feed file changes', async () => {
    const { root } = await publishedLeague();
    const text = readFileSync(join(root, FEED), 'utf8');
    const at = text.indexOf('"update"') + 200;
    const changed = `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
    const run = await verifyText(root, changed);
    expect(run.code).toBe(1);
    expect(run.err).toMatch(/The feed/);
    expect((await verifyText(root, text.replace('predictoplay-league-feed', 'something-else'))).err).toMatch(/not a league feed/);
  });

  it('fails on a correctly signed feed whose chain is broken', async () => {
    const { root } = await publishedLeague();
    const [started, added] = events(root) as [LeagueEvent, LeagueEvent];
    const broken = { ...added, prev: 'A'.repeat(43) };
    const run = await verifyText(root, await forgedFeedText(root, [started, broken]));
    expect(run.code).toBe(1);
    expect(run.err).toMatch(/chain is broken/);
  });

  it('fails on a correctly signed feed with a gap or that does not start at 1', async () => {
    const { root, questionId } = await publishedLeague();
    await league(root, 'resolve', questionId, 'YES');
    const [started, added, resolved] = events(root) as [LeagueEvent, LeagueEvent, LeagueEvent];
    const gap = await verifyText(root, await forgedFeedText(root, [started, resolved]));
    expect(gap.code).toBe(1);
    expect(gap.err).toMatch(/gap|chain/);
    const late = await verifyText(root, await forgedFeedText(root, [added, resolved]));
    expect(late.code).toBe(1);
    expect(late.err).toMatch(/not 1|chain/);
  });

  it('fails on a correctly signed, correctly chained feed that browsers would refuse to apply', async () => {
    const { root, questionId } = await publishedLeague();
    await league(root, 'resolve', questionId, 'YES');
    const [started, added, resolved] = events(root) as [LeagueEvent, LeagueEvent, LeagueEvent];
    // The question resolved a second time, its hash chain recomputed: signed, chained, and still wrong.
    const again = { ...resolved, seq: 4, prev: await hashEvent(resolved) } as LeagueEvent;
    const run = await verifyText(root, await forgedFeedText(root, [started, added, resolved, again]));
    expect(run.code).toBe(1);
    expect(run.err).toMatch(/Browsers would refuse this feed: .*already has its result/);
  });

  it("fails on another league's feed where a league is committed", async () => {
    const { root } = await publishedLeague();
    const other = await publishedLeague('Other League');
    const run = await league(root, 'verify', join(other.root, FEED));
    expect(run.code).toBe(1);
    expect(run.err).toMatch(/not signed by this league.s key/);
    // Where nothing is committed, the same feed verifies against its own key.
    expect((await league(scratchRoot(), 'verify', join(other.root, FEED))).code).toBe(0);
  });
});
