// An update carries the organiser's snapshot tied to its last seq, and may carry it alone: signing
// refuses a snapshot at any other seq, reading refuses an update whose snapshot is not tied so.

import { readUpdate } from '@/lib/league/read-update';
import { signUpdate } from '@/lib/league/sign-update';
import type { Snapshot } from '@/lib/model/picks';
import { logWithQuestions, NOW, pinned, resolve, signRaw, testKeys } from './league-fixtures';

const snapshotAt = (seq: number): Snapshot => ({
  seq,
  crowd: [{ questionId: 'aaaabbbbccccdddd.1', yesCoins: 100, noCoins: 0, yesPlayers: 1, noPlayers: 0 }],
  standings: [],
  judged: [{ playerId: 'aaaaaaaaaaaaaaaa', through: new Date(NOW).toISOString(), refused: [{ id: 'aaaaaaaaaaaaaaaa.00000000000000ff', reason: 'after-close' }] }],
});

describe('an update with a snapshot', () => {
  it('carries the snapshot with its events, and the reader hands it on with the signed time', async () => {
    const [keys] = await testKeys();
    const log = await logWithQuestions(keys, 2);
    const read = await readUpdate(await signUpdate(keys, log, 2, { signedAtMs: NOW, snapshot: snapshotAt(3) }), pinned(log));
    expect(read).toMatchObject({ ok: true, update: { snapshot: snapshotAt(3), signedAt: new Date(NOW).toISOString() } });
    if (read.ok) expect(read.update.events.map((event) => event.seq)).toEqual([2, 3]);
  });

  it('may carry the snapshot alone, one past the last event', async () => {
    const [keys] = await testKeys();
    const log = await logWithQuestions(keys, 2);
    const read = await readUpdate(await signUpdate(keys, log, 4, { signedAtMs: NOW, snapshot: snapshotAt(3) }), pinned(log));
    expect(read).toMatchObject({ ok: true, update: { events: [], hashes: [], snapshot: snapshotAt(3) } });
  });

  it('travels with a checkpoint and no event, at the checkpoint’s seq', async () => {
    const [keys] = await testKeys();
    const added = await logWithQuestions(keys, 2);
    const log = await resolve(added, `${added.leagueId}.1`, 'YES');
    const read = await readUpdate(await signUpdate(keys, log, 5, { signedAtMs: NOW, checkpoint: true, snapshot: snapshotAt(4) }), pinned(log));
    expect(read).toMatchObject({ ok: true, update: { checkpoint: { seq: 4 }, snapshot: { seq: 4 } } });
  });

  it('is refused at signing when the snapshot is not at the log’s last seq, and with no event and no snapshot', async () => {
    const [keys] = await testKeys();
    const log = await logWithQuestions(keys, 2);
    await expect(signUpdate(keys, log, 2, { signedAtMs: NOW, snapshot: snapshotAt(2) })).rejects.toBeInstanceOf(RangeError);
    await expect(signUpdate(keys, log, 4, { signedAtMs: NOW, snapshot: snapshotAt(4) })).rejects.toBeInstanceOf(RangeError);
    await expect(signUpdate(keys, log, 4, { signedAtMs: NOW })).rejects.toBeInstanceOf(RangeError);
  });

  it('is refused at reading when its snapshot is not tied to the update’s last seq', async () => {
    const [keys] = await testKeys();
    const log = await logWithQuestions(keys, 2);
    const base = { league: log.leagueId, name: 'Site League', signedAt: new Date(NOW).toISOString() };
    const ahead = await signRaw(keys, { ...base, events: log.events, snapshot: snapshotAt(4) });
    const behind = await signRaw(keys, { ...base, events: log.events, snapshot: snapshotAt(2) });
    const tied = await signRaw(keys, { ...base, events: log.events, snapshot: snapshotAt(3) });
    expect(await readUpdate(ahead, pinned(log))).toEqual({ ok: false, reason: 'malformed', leagueId: log.leagueId });
    expect(await readUpdate(behind, pinned(log))).toEqual({ ok: false, reason: 'malformed', leagueId: log.leagueId });
    expect(await readUpdate(tied, pinned(log))).toMatchObject({ ok: true });
    // Nothing at all: no event, no checkpoint, no snapshot.
    expect(await readUpdate(await signRaw(keys, { ...base, events: [] }), pinned(log))).toMatchObject({ ok: false, reason: 'malformed' });
  });
});
