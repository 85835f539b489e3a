import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashEvent } from '@/lib/league/event-hash';
import { readUpdate } from '@/lib/league/read-update';
import type { LeagueEvent } from '@/lib/model/league';
import { checkLeagueBuild } from '@/scripts/league/build-check';
import { ENDS, feedBytes, league, readJson, scratchRoot } from './league-cli-helpers';

/** The league's committed events grown to `questions` questions, the first `settled` resolved: written as the commands would. */
async function grow(root: string, questions: number, settled: number): Promise<number> {
  const { events } = readJson<{ events: LeagueEvent[] }>(root, 'data/league/events.json');
  const { leagueId } = readJson<{ leagueId: string }>(root, 'data/league/league.json');
  let prev = await hashEvent(events.at(-1) as LeagueEvent);
  const push = async (event: object) => {
    const full = { ...event, seq: events.length + 1, prev, at: '2026-11-25T10:00:00.000Z' } as LeagueEvent;
    events.push(full);
    prev = await hashEvent(full);
  };
  const first = events.filter((event) => event.type === 'question-added').length;
  for (let n = first + 1; n <= first + questions; n += 1) {
    await push({ type: 'question-added', id: `${leagueId}.${n}`, question: `Will match ${n} of the season be won at home?`, category: 'Sports', description: '', endTime: new Date(ENDS).toISOString() });
  }
  for (let n = 1; n <= settled; n += 1) await push({ type: 'resolved', questionId: `${leagueId}.${n}`, outcome: 'NO' });
  writeFileSync(join(root, 'data/league/events.json'), `${JSON.stringify({ events }, null, 2)}\n`);
  return events.length;
}

// Long leagues are built and signed for real: slow on a loaded machine, so these get a minute.
jest.setTimeout(60_000);

describe('publishing a long league', () => {
  it('publishes from a checkpoint once the whole log passes 256 kB, and verify and the build check accept it', async () => {
    const root = scratchRoot();
    expect((await league(root, 'init', '--name', 'IPL Season')).code).toBe(0);
    const total = await grow(root, 3000, 1000);
    const published = await league(root, 'publish');
    expect(published.code).toBe(0);
    expect(published.out).toContain(`from a checkpoint at event ${(total - 100).toLocaleString('en-IN')}`);

    const { publicKey, leagueId } = readJson<{ publicKey: string; leagueId: string }>(root, 'data/league/league.json');
    const read = await readUpdate(feedBytes(root), (id) => (id === leagueId ? publicKey : null));
    expect(read.ok && read.update.checkpoint?.seq).toBe(total - 100);
    expect(read.ok && read.update.events).toHaveLength(100);

    const verified = await league(root, 'verify', join(root, 'public/league/feed.json'));
    expect(verified.code).toBe(0);
    expect(verified.out).toContain('a checkpoint at event');
    expect(await checkLeagueBuild(root)).toMatchObject({ ok: true });
  });

  it('refuses to publish a league whose open questions alone pass what a browser reads, and says what to do', async () => {
    const root = scratchRoot();
    expect((await league(root, 'init', '--name', 'Too Much')).code).toBe(0);
    const { events } = readJson<{ events: LeagueEvent[] }>(root, 'data/league/events.json');
    const { leagueId } = readJson<{ leagueId: string }>(root, 'data/league/league.json');
    let prev = await hashEvent(events[0] as LeagueEvent);
    for (let n = 1; n <= 2500; n += 1) {
      const full = { type: 'question-added', id: `${leagueId}.${n}`, question: `Will question ${n} be answered?`, category: 'News', description: 'd'.repeat(450), endTime: new Date(ENDS).toISOString(), seq: n + 1, prev, at: '2026-11-25T10:00:00.000Z' } as LeagueEvent;
      events.push(full);
      prev = await hashEvent(full);
    }
    writeFileSync(join(root, 'data/league/events.json'), `${JSON.stringify({ events }, null, 2)}\n`);
    const published = await league(root, 'publish');
    expect(published.code).toBe(1);
    expect(published.err).toContain('over the 1 MB a browser reads');
    expect(published.err).toContain('Settle or void');
  });
});
