import * as v from 'valibot';
import { fromBase64Url } from '@/lib/league/encoding';
import { leagueIdOf } from '@/lib/league/league-id';
import { newPickId, playerIdOfPick } from '@/lib/league/picks/pick-id';
import { FALLBACK_PLAYER_NAME, newPlayerKey, playerNameFor } from '@/lib/league/picks/player-key';
import { pickIdSchema, playerKeySchema, PLAYER_NAME_LENGTH } from '@/lib/model/picks';
import { NOW } from './picks-fixtures';

describe('a player key', () => {
  it('is a P-256 key pair whose player id is derived from its public key, valid as a membership holds it', async () => {
    const key = await newPlayerKey('  Asha  ', NOW);
    expect(v.is(playerKeySchema, key)).toBe(true);
    expect(key.playerId).toBe(await leagueIdOf(fromBase64Url(key.publicKey) as Uint8Array));
    expect(key).toMatchObject({ name: 'Asha', createdAt: new Date(NOW).toISOString() });
    expect(key.sentAt).toBeUndefined();
  });

  it('makes a different key each time', async () => {
    const [a, b] = await Promise.all([newPlayerKey('Asha', NOW), newPlayerKey('Asha', NOW)]);
    expect(a.playerId).not.toBe(b.playerId);
  });
});

describe('a player name from a username', () => {
  it('trims it and collapses its spaces', () => {
    expect(playerNameFor('  Asha   Rao ')).toBe('Asha Rao');
  });

  it('cuts a long name to the most a standings line shows, never through an emoji', () => {
    expect(playerNameFor('a'.repeat(40))).toBe('a'.repeat(PLAYER_NAME_LENGTH.max));
    const cut = playerNameFor(`${'b'.repeat(29)}🏏`);
    expect(cut).toBe('b'.repeat(29));
    expect(playerNameFor(`${'c'.repeat(28)}🏏`)).toHaveLength(30);
  });

  it('drops the characters that would turn a standings line around', () => {
    expect(playerNameFor('\u202EAsha\u200F')).toBe('Asha');
  });

  it('falls back to a plain name when nothing usable is left', () => {
    expect(playerNameFor('   ')).toBe(FALLBACK_PLAYER_NAME);
    expect(playerNameFor('\u200E')).toBe(FALLBACK_PLAYER_NAME);
  });
});

describe('a pick id', () => {
  it('is the player id, a dot and the 64 random bits in lowercase hex', () => {
    const id = newPickId('asha2222asha2222', new Uint8Array([0, 1, 0xab, 0xcd, 0xef, 0x10, 0x7f, 0xff]));
    expect(id).toBe('asha2222asha2222.0001abcdef107fff');
    expect(v.is(pickIdSchema, id)).toBe(true);
    expect(playerIdOfPick(id)).toBe('asha2222asha2222');
  });

  it('refuses a random part that is not 8 bytes', () => {
    expect(() => newPickId('asha2222asha2222', new Uint8Array(7))).toThrow(RangeError);
  });
});
