import { applyLeagueUpdate } from '@/lib/league/apply-update';
import { fromBase64Url } from '@/lib/league/encoding';
import { readFeedFile } from '@/lib/league/feed-file';
import { readInvite } from '@/lib/league/read-invite';
import { readUpdate } from '@/lib/league/read-update';
import { isLowS } from '@/lib/league/low-s';
import { decodeWire } from '@/lib/league/wire';
import { EMPTY_GAME_DATA } from '@/lib/model/empty-game';
import frozen from './fixtures/v1-league.json';
import { makeCtx, ok } from '../game-fixtures';
import { logWithQuestions, NOW, pinned, testKeys } from './league-fixtures';
import { signUpdateAtNow } from './sign-at-now';

/** P-256's group order: a signature (r, s) has the twin (r, n - s), which verifies too. */
const CURVE_ORDER = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;

function twinOf(bytes: Uint8Array): Uint8Array {
  const twin = new Uint8Array(bytes);
  let s = 0n;
  for (const byte of bytes.subarray(37, 69)) s = (s << 8n) | BigInt(byte);
  let rest = CURVE_ORDER - s;
  for (let index = 68; index >= 37; index -= 1) {
    twin[index] = Number(rest & 0xffn);
    rest >>= 8n;
  }
  return twin;
}

describe('wire version 2: the signature covers every byte', () => {
  it('refuses an update whose kind byte was flipped, before anything is inflated', async () => {
    const [keys] = await testKeys();
    const log = await logWithQuestions(keys, 2);
    for (const compress of [true, false]) {
      const bytes = await signUpdateAtNow(keys, log, 1, { compress });
      const flipped = new Uint8Array(bytes);
      flipped[4] = compress ? 1 : 2;
      expect(await readUpdate(flipped, pinned(log))).toEqual({ ok: false, reason: 'bad-signature', leagueId: log.leagueId });
    }
  });

  it('refuses an update read as version 1 after its version digit was changed', async () => {
    const [keys] = await testKeys();
    const log = await logWithQuestions(keys, 1);
    const bytes = await signUpdateAtNow(keys, log);
    const older = new Uint8Array(bytes);
    older[3] = '1'.charCodeAt(0);
    expect(await readUpdate(older, pinned(log))).toMatchObject({ ok: false, reason: 'bad-signature' });
  });

  it('signs only low-S signatures and refuses the high-S twin, which Web Crypto itself accepts', async () => {
    const [keys] = await testKeys();
    const log = await logWithQuestions(keys, 1);
    for (let run = 0; run < 12; run += 1) {
      const bytes = await signUpdateAtNow(keys, log);
      const wire = decodeWire(bytes);
      expect(wire && isLowS(wire.signature)).toBe(true);
      const twin = twinOf(bytes);
      const twinWire = decodeWire(twin);
      // The twin is a valid ECDSA signature over the same bytes: only the low-S rule refuses it.
      const key = await crypto.subtle.importKey('raw', twinWire!.publicKey, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
      expect(await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, twinWire!.signature, twinWire!.signed)).toBe(true);
      expect(await readUpdate(twin, pinned(log))).toMatchObject({ ok: false, reason: 'bad-signature' });
    }
  });

  it('carries the operator’s signing time inside the signed bytes', async () => {
    const [keys] = await testKeys();
    const log = await logWithQuestions(keys, 1);
    const read = await readUpdate(await signUpdateAtNow(keys, log, 1, { signedAtMs: NOW + 5000 }), pinned(log));
    expect(read.ok && read.update.signedAt).toBe(new Date(NOW + 5000).toISOString());
  });
});

describe('wire version 1, made before version 2, is still read', () => {
  const frozenPin = (leagueId: string) => (leagueId === frozen.leagueId ? frozen.publicKey : null);

  it('joins from an old invite link and applies an old update and an old feed', async () => {
    const invite = await readInvite(fromBase64Url(frozen.invite)!);
    expect(invite.ok && invite.preview).toMatchObject({ leagueId: frozen.leagueId, name: 'Frozen Cup', startingCoins: 1000 });
    const ctx = makeCtx(NOW);
    const joined = ok(applyLeagueUpdate(EMPTY_GAME_DATA, ok(invite).update, 'link', ctx));
    expect(joined.data.leagues[0]).toMatchObject({ id: frozen.leagueId, seq: frozen.lastSeq });
    // No signed time in version 1: none is invented.
    expect(joined.data.leagues[0]?.signedAt).toBeUndefined();

    const update = await readUpdate(fromBase64Url(frozen.updateFrom3)!, frozenPin);
    expect(update.ok).toBe(true);
    expect(ok(applyLeagueUpdate(joined.data, ok(update).update, 'link', ctx)).data).toBe(joined.data);

    const feed = await readUpdate(readFeedFile(frozen.feed)!, frozenPin);
    expect(feed.ok && feed.update.events.length).toBe(frozen.lastSeq);
  });

  it('still refuses an old update with a changed byte', async () => {
    const bytes = fromBase64Url(frozen.updateFrom3)!;
    const changed = new Uint8Array(bytes);
    changed[changed.length - 1] = (bytes.at(-1) ?? 0) ^ 1;
    expect(await readUpdate(changed, frozenPin)).toMatchObject({ ok: false });
  });
});
