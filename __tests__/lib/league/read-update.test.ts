import { hashEvents } from '@/lib/league/event-hash';
import { deflateRaw } from '@/lib/league/inflate';
import { readUpdate } from '@/lib/league/read-update';
import { signUpdateAtNow } from '@/__tests__/lib/league/sign-at-now';
import { NOW, logWithQuestions, pinned, resolve, signPacked, signRaw, testKeys } from './league-fixtures';

describe('signing and reading an update', () => {
  it('reads back every event of a compressed update with its hashes, the league and its name', async () => {
    const [keys] = await testKeys();
    const log = await logWithQuestions(keys, 2);
    const bytes = await signUpdateAtNow(keys, log);
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('PPL2');
    expect(bytes[4]).toBe(2);
    const result = await readUpdate(bytes, pinned(log));
    expect(result).toEqual({
      ok: true,
      update: { leagueId: log.leagueId, publicKey: keys.publicKey, name: 'Site League', signedAt: new Date(NOW).toISOString(), events: log.events, hashes: log.hashes },
    });
  });

  it('reads an uncompressed update and a run that starts later', async () => {
    const [keys] = await testKeys();
    const two = await logWithQuestions(keys, 2);
    const log = await resolve(two, `${two.leagueId}.1`, 'YES');
    const bytes = await signUpdateAtNow(keys, log, 3, { compress: false });
    expect(bytes[4]).toBe(1);
    const result = await readUpdate(bytes, pinned(log));
    expect(result.ok && result.update.events.map((event) => event.seq)).toEqual([3, 4]);
    expect(result.ok && result.update.hashes).toEqual(log.hashes.slice(2));
  });

  it('refuses to sign events the log does not have, or with keys that are not the league’s', async () => {
    const [keys, stranger] = await testKeys();
    const log = await logWithQuestions(keys, 1);
    await expect(signUpdateAtNow(keys, log, 3)).rejects.toThrow(RangeError);
    await expect(signUpdateAtNow(stranger, log)).rejects.toThrow();
  });

  it('calls bytes without the magic or with an unknown kind not an update', async () => {
    const [keys] = await testKeys();
    const bytes = await signUpdateAtNow(keys, await logWithQuestions(keys, 1));
    expect(await readUpdate(new TextEncoder().encode('hello'), () => null)).toEqual({ ok: false, reason: 'not-an-update' });
    const wrongKind = bytes.slice();
    wrongKind[4] = 3;
    expect(await readUpdate(wrongKind, () => keys.publicKey)).toEqual({ ok: false, reason: 'not-an-update' });
    expect(await readUpdate(bytes.slice(0, 100), () => keys.publicKey)).toEqual({ ok: false, reason: 'not-an-update' });
  });

  it('names the league of a key this browser does not follow, and reads nothing more', async () => {
    const [keys] = await testKeys();
    const log = await logWithQuestions(keys, 1);
    const asked: string[] = [];
    const result = await readUpdate(await signUpdateAtNow(keys, log), (leagueId) => {
      asked.push(leagueId);
      return null;
    });
    expect(result).toEqual({ ok: false, reason: 'unknown-league', leagueId: log.leagueId });
    expect(asked).toEqual([log.leagueId]);
  });

  it('refuses an update under a key that is not the pinned one', async () => {
    const [keys, stranger] = await testKeys();
    const log = await logWithQuestions(keys, 1);
    const result = await readUpdate(await signUpdateAtNow(keys, log), () => stranger.publicKey);
    expect(result).toEqual({ ok: false, reason: 'bad-signature', leagueId: log.leagueId });
  });

  it('refuses an update signed by someone else with the league’s key in it', async () => {
    const [keys, stranger] = await testKeys();
    const log = await logWithQuestions(keys, 1);
    const forged = await signRaw(stranger, { league: log.leagueId, name: 'Site League', events: log.events }, true, keys.publicKey);
    expect(await readUpdate(forged, pinned(log))).toEqual({ ok: false, reason: 'bad-signature', leagueId: log.leagueId });
  });

  it('refuses a flipped byte in the signature or in the payload', async () => {
    const [keys] = await testKeys();
    const log = await logWithQuestions(keys, 1);
    const bytes = await signUpdateAtNow(keys, log);
    for (const index of [5, 40, 68, 69 + 65, bytes.length - 1]) {
      const tampered = bytes.slice();
      tampered[index] = (tampered[index] ?? 0) ^ 1;
      expect(await readUpdate(tampered, pinned(log))).toMatchObject({ ok: false, reason: 'bad-signature' });
    }
  });

  it('refuses a signed payload that is not JSON, not an update, or of another league', async () => {
    const [keys, stranger] = await testKeys();
    const log = await logWithQuestions(keys, 1);
    const other = await logWithQuestions(stranger, 1);
    const malformed = { ok: false, reason: 'malformed', leagueId: log.leagueId };
    expect(await readUpdate(await signRaw(keys, '{not json'), pinned(log))).toEqual(malformed);
    expect(await readUpdate(await signRaw(keys, { league: log.leagueId, name: 'Site League', events: [] }), pinned(log))).toEqual(malformed);
    expect(await readUpdate(await signRaw(keys, { league: other.leagueId, name: 'Site League', events: log.events }), pinned(log))).toEqual(malformed);
    expect(await readUpdate(await signRaw(keys, { league: log.leagueId, name: 'Site League', events: log.events, extra: 1 }), pinned(log))).toEqual(malformed);
  });

  it('refuses a signed deflated payload that is corrupt or inflates past 1 MB', async () => {
    const [keys] = await testKeys();
    const log = await logWithQuestions(keys, 0);
    const notDeflate = await signPacked(keys, Uint8Array.from([0xff, 0xfe, 0xfd]), true);
    expect(await readUpdate(notDeflate, pinned(log))).toEqual({ ok: false, reason: 'malformed', leagueId: log.leagueId });
    const packed = await deflateRaw(new TextEncoder().encode(JSON.stringify({ league: log.leagueId, name: 'Site League', events: log.events })));
    const cutOff = await signPacked(keys, packed.slice(0, packed.length - 3), true);
    expect(await readUpdate(cutOff, pinned(log))).toEqual({ ok: false, reason: 'malformed', leagueId: log.leagueId });
    const huge = JSON.stringify({ league: log.leagueId, name: 'Site League', events: log.events, pad: ' '.repeat(1_100_000) });
    expect(await readUpdate(await signRaw(keys, huge, true), pinned(log))).toEqual({ ok: false, reason: 'too-large', leagueId: log.leagueId });
    expect(await readUpdate(await signRaw(keys, huge, false), pinned(log))).toEqual({ ok: false, reason: 'too-large', leagueId: log.leagueId });
  });

  it('refuses a signed run whose events do not follow on from each other', async () => {
    const [keys] = await testKeys();
    const log = await logWithQuestions(keys, 3);
    const send = (events: unknown[]) => signRaw(keys, { league: log.leagueId, name: 'Site League', events });
    const broken = { ok: false, reason: 'broken-chain', leagueId: log.leagueId };
    const [e1, e2, e3, e4] = log.events as [(typeof log.events)[0], (typeof log.events)[0], (typeof log.events)[0], (typeof log.events)[0]];
    // A gap inside the run, a changed event whose successor still names the old hash, a reorder.
    expect(await readUpdate(await send([e1, e2, e4]), pinned(log))).toEqual(broken);
    expect(await readUpdate(await send([e1, { ...e2, at: '2026-11-22T13:00:00.001Z' }, e3]), pinned(log))).toEqual(broken);
    expect(await readUpdate(await send([e2, e1]), pinned(log))).toEqual(broken);
    // Event 1 names no predecessor; any later one does.
    expect(await readUpdate(await send([{ ...e1, prev: log.hashes[0] }]), pinned(log))).toEqual(broken);
    expect(await readUpdate(await send([{ ...e3, prev: '' }]), pinned(log))).toEqual(broken);
    // A run starting later is checked against the browser's state, not here.
    const later = await readUpdate(await send([e3, e4]), pinned(log));
    expect(later.ok && later.update.hashes).toEqual(await hashEvents([e3, e4]));
  });
});
