import { toBase64Url } from '@/lib/league/encoding';
import { PicksCardError, readPicksCard, signPicksCard } from '@/lib/league/picks/picks-card';
import { decodeWire } from '@/lib/league/wire';
import { isLowS } from '@/lib/league/low-s';
import { signRaw, testKeys, logWithQuestions } from '../league-fixtures';
import { signUpdateAtNow } from '../sign-at-now';
import { iso, keyPick, LEAGUE, NOW, playerKeys } from './picks-fixtures';

/** P-256's group order: (r, n - s) is the high-S twin of (r, s), and verifies too. */
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

jest.setTimeout(60_000);

describe('a picks card', () => {
  it('reads back what was signed: the player, derived from the key, and every pick', async () => {
    const [asha] = await playerKeys();
    const picks = [keyPick(asha!, 1, 1, 'YES', 100), keyPick(asha!, 2, 2, 'NO', 250)];
    const bytes = await signPicksCard(asha!, LEAGUE, picks, NOW + 5000);
    const wire = decodeWire(bytes);
    expect(wire).toMatchObject({ version: 2, kind: 2 });
    expect(isLowS(wire!.signature)).toBe(true);
    expect(await readPicksCard(bytes)).toEqual({
      ok: true,
      card: { playerId: asha!.playerId, publicKey: asha!.publicKey, payload: { kind: 'picks', league: LEAGUE, name: 'Asha', signedAt: iso(NOW + 5000), picks } },
    });
  });

  it('reads back the cash-outs it carries with the picks, and refuses to carry a cash-out of another player’s bet', async () => {
    const [asha, bilal] = await playerKeys();
    const picks = [keyPick(asha!, 1, 1, 'YES', 100)];
    const cashOut = { id: keyPick(asha!, 2, 1, 'YES', 1).id, pickId: picks[0]!.id, amount: 50, value: 40, pricedAt: iso(NOW), placedAt: iso(NOW + 1000) };
    const read = await readPicksCard(await signPicksCard(asha!, LEAGUE, picks, NOW + 5000, [cashOut]));
    expect(read).toEqual({
      ok: true,
      card: { playerId: asha!.playerId, publicKey: asha!.publicKey, payload: { kind: 'picks', league: LEAGUE, name: 'Asha', signedAt: iso(NOW + 5000), picks, cashOuts: [cashOut] } },
    });
    const theirs = { ...cashOut, pickId: keyPick(bilal!, 1, 1, 'YES', 100).id };
    await expect(signPicksCard(asha!, LEAGUE, picks, NOW, [theirs])).rejects.toBeInstanceOf(PicksCardError);
    await expect(signPicksCard(asha!, LEAGUE, picks, NOW, [{ ...cashOut, id: picks[0]!.id }])).rejects.toBeInstanceOf(PicksCardError);
  });

  it('carries no pick at all when the player has none', async () => {
    const [asha] = await playerKeys();
    const read = await readPicksCard(await signPicksCard(asha!, LEAGUE, [], NOW));
    expect(read.ok && read.card.payload.picks).toEqual([]);
  });

  it('is refused with any one byte changed, wherever it is', async () => {
    const [asha] = await playerKeys();
    const bytes = await signPicksCard(asha!, LEAGUE, [keyPick(asha!, 1, 1, 'YES', 100)], NOW);
    for (let index = 0; index < bytes.length; index += 1) {
      const changed = new Uint8Array(bytes);
      changed[index] = (bytes[index] ?? 0) ^ (1 << index % 8);
      const read = await readPicksCard(changed);
      expect([index, read.ok]).toEqual([index, false]);
    }
  });

  it('refuses the high-S twin of its signature, which Web Crypto itself accepts', async () => {
    const [asha] = await playerKeys();
    const bytes = await signPicksCard(asha!, LEAGUE, [keyPick(asha!, 1, 1, 'YES', 100)], NOW);
    expect(await readPicksCard(twinOf(bytes))).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('refuses a card naming another player’s pick id, even signed by its own key', async () => {
    const [asha, ben] = await playerKeys();
    const theirs = keyPick(ben!, 1, 1, 'YES', 100);
    await expect(signPicksCard(asha!, LEAGUE, [theirs], NOW)).rejects.toBeInstanceOf(PicksCardError);
    const leagueKeys = { publicKey: asha!.publicKey, privateJwk: asha!.privateJwk };
    const forged = await signRaw(leagueKeys, { kind: 'picks', league: LEAGUE, name: 'Asha', signedAt: iso(NOW), picks: [theirs] }, true);
    expect(await readPicksCard(forged)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a card carrying one pick id twice', async () => {
    const [asha] = await playerKeys();
    const twice = keyPick(asha!, 1, 1, 'YES', 100);
    const keys = { publicKey: asha!.publicKey, privateJwk: asha!.privateJwk };
    const bytes = await signRaw(keys, { kind: 'picks', league: LEAGUE, name: 'Asha', signedAt: iso(NOW), picks: [twice, { ...twice, amount: 200 }] }, true);
    expect(await readPicksCard(bytes)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a payload outside the schema, once its signature holds', async () => {
    const [asha] = await playerKeys();
    const keys = { publicKey: asha!.publicKey, privateJwk: asha!.privateJwk };
    const bad = await signRaw(keys, { kind: 'picks', league: LEAGUE, name: 'Asha', signedAt: iso(NOW), picks: [{ ...keyPick(asha!, 1, 1, 'YES', 100), amount: -5 }] }, true);
    expect(await readPicksCard(bad)).toEqual({ ok: false, reason: 'invalid' });
    expect(await readPicksCard(await signRaw(keys, 'not json', true))).toEqual({ ok: false, reason: 'not-picks' });
  });

  it('is not a league update, and a league update is not a card', async () => {
    const [operator] = await testKeys();
    const update = await signUpdateAtNow(operator, await logWithQuestions(operator, 1));
    expect(await readPicksCard(update)).toEqual({ ok: false, reason: 'not-picks' });
    expect(await readPicksCard(new Uint8Array([1, 2, 3]))).toEqual({ ok: false, reason: 'not-picks' });
  });

  it('refuses a card too large once inflated, before parsing it', async () => {
    const [asha] = await playerKeys();
    const keys = { publicKey: asha!.publicKey, privateJwk: asha!.privateJwk };
    const huge = await signRaw(keys, { kind: 'picks', padding: ' '.repeat(1024 * 1024 + 1) }, true);
    expect(await readPicksCard(huge)).toEqual({ ok: false, reason: 'too-large' });
    expect(toBase64Url(huge).length).toBeLessThan(20_000);
  });
});
