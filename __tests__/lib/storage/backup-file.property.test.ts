// Export then import is the identity: whatever play left in a browser, a player's backup read
// back and restored elsewhere gives them the very same balance, ledger, positions and settings.

import fc from 'fast-check';
import * as v from 'valibot';
import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { makeBackup, readBackup } from '@/lib/storage/backup-file';
import type { Account } from '@/lib/model/account';
import type { GameData } from '@/lib/model/game';
import { restoreBackup } from '@/lib/backup/restore';
import { decodeEnvelope, encodeState } from '@/lib/storage/envelope';
import { GAME_SPEC } from './v8-reference/game-spec';
import { gameStateSchema } from '@/lib/storage/schema';
import { FAKE_HASH, gameWith, makeCtx, NOW, ok } from '../game-fixtures';
import { play, playStepArb, PLAYER_COUNT } from '../played-games';

/** What belongs to the player, apart from who the account is (id, email, password). */
function playersThings(data: GameData, accountId: string) {
  const account = data.accounts.find((candidate) => candidate.id === accountId) as Account;
  const strip = <T extends { accountId: string }>(records: readonly T[]) =>
    records.filter((record) => record.accountId === accountId).map((record) => ({ ...record, accountId: 'theirs' }));
  return {
    coins: account.coins,
    username: account.username,
    lastBonusDay: account.lastBonusDay,
    notifications: account.notifications,
    ledger: strip(data.ledger),
    positions: strip(data.positions),
  };
}

function backupText(data: GameData, accountId: string): string {
  return JSON.stringify(makeBackup(data, accountId, NOW));
}

const stored = (data: GameData) => {
  const decoded = decodeEnvelope(encodeState(GAME_SPEC, 1, data), GAME_SPEC);
  if (!decoded.ok) throw new Error(decoded.reason);
  return decoded.state;
};

describe('backup then restore', () => {
  it('reproduces any player’s balance, ledger, positions and settings in a fresh account of another browser whose questions have the same results', () => {
    fc.assert(
      fc.property(fc.array(playStepArb, { maxLength: 40 }), fc.nat({ max: PLAYER_COUNT - 1 }), (steps, player) => {
        const { data, ids } = play(steps);
        const accountId = ids[player] as string;
        const read = ok(readBackup(backupText(data, accountId)));

        // A restore never settles a question of this browser, so the identity needs the same results here.
        const fresh = ok(signUp(gameWith({ markets: data.markets }), { username: 'Asha', email: 'asha@example.com', phone: null, password: FAKE_HASH }, ADMIN_EMAIL, makeCtx(NOW, 'fresh')));
        const restored = ok(restoreBackup(fresh.data, fresh.account.id, read.backup.game, makeCtx(NOW))).data;

        expect(playersThings(restored, fresh.account.id)).toEqual(playersThings(data, accountId));
        expect(restored.accounts[0]).toMatchObject({ id: fresh.account.id, email: 'asha@example.com', password: FAKE_HASH });
        // What is restored is valid game data, and storage gives it back unchanged.
        expect(v.safeParse(gameStateSchema, restored).success).toBe(true);
        expect(stored(restored)).toEqual(restored);
        // A backup of the restored account is the same backup.
        const again = ok(readBackup(backupText(restored, fresh.account.id))).backup.game;
        expect(playersThings(again, again.accounts[0]?.id ?? '')).toEqual(playersThings(read.backup.game, accountId));
      }),
      { numRuns: 150 },
    );
  });

  it('changes nothing when restored into the account it was made from, however often', () => {
    fc.assert(
      fc.property(fc.array(playStepArb, { maxLength: 30 }), fc.nat({ max: PLAYER_COUNT - 1 }), fc.integer({ min: 1, max: 3 }), (steps, player, times) => {
        const { data, ids } = play(steps);
        const accountId = ids[player] as string;
        const backup = ok(readBackup(backupText(data, accountId))).backup.game;
        let restored = data;
        for (let time = 0; time < times; time += 1) restored = ok(restoreBackup(restored, accountId, backup, makeCtx(NOW))).data;
        expect(restored.accounts).toEqual(data.accounts);
        expect(restored.markets).toEqual(data.markets);
        for (const id of ids) expect(playersThings(restored, id)).toEqual(playersThings(data, id));
      }),
      { numRuns: 100 },
    );
  });
});
