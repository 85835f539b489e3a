// What a game read from outside (a backup file) and the session must look like, checked after
// migrating and before anything is used. Each record's own shape comes from lib/model; this adds
// the checks that the records agree with each other. Objects are strict: an unknown key (say,
// one named like a store action) fails the check instead of being merged into the store.

import * as v from 'valibot';
import { ADMIN_EMAIL } from '../account/admin-email';
import { standingPotentialWin } from '../betting/standing-stake';
import type { GameData } from '../model/game';
import { gameDataSchema } from '../model/game-schema';
import { PRACTICE_WALLET } from '../model/practice-wallet';
import { sessionSchema } from '../model/session';
import { hasWalletWronglyBelowZero, walletBalance, walletBalances } from '../wallet/ledger';

export { envelopeSchema } from './envelope-schema';

type CheckedGame = Pick<GameData, 'accounts' | 'ledger' | 'positions' | 'memberships' | 'operatedLeagues'>;

/** Whatever each record says on its own, the records must also agree with each other. */
function consistencyProblem({ accounts, ledger, positions, memberships, operatedLeagues }: CheckedGame): string | null {
  const ids = new Set(accounts.map((account) => account.id));
  if (ids.size !== accounts.length) return 'Two accounts share an id';
  if (new Set(accounts.map((account) => account.email)).size !== accounts.length) return 'Two accounts share an email';
  if (accounts.some((account) => account.isAdmin && account.email !== ADMIN_EMAIL)) return 'An admin flag without the admin address';
  // Stored one record per id: a repeated id would be one record in storage and two in memory.
  if (new Set(ledger.map((entry) => entry.id)).size !== ledger.length) return 'Two ledger entries share an id';
  if (new Set(positions.map((position) => position.id)).size !== positions.length) return 'Two positions share an id';
  if (ledger.some((entry) => !ids.has(entry.accountId))) return 'A ledger entry of no account';
  if (positions.some((position) => !ids.has(position.accountId))) return 'A position of no account';
  if (memberships.some((membership) => !ids.has(membership.accountId))) return 'A membership of no account';
  if (operatedLeagues.some((league) => !ids.has(league.accountId))) return 'A league run by no account';
  // Settlement pays what the position promised, so the promise must be the payout rule's.
  if (positions.some((position) => position.potentialWin !== standingPotentialWin(position))) return 'A promised win that is not the payout rule';
  const balances = walletBalances(ledger);
  // The account's coins are its practice wallet; a league's wallet is its ledger alone.
  if (accounts.some((account) => walletBalance(balances, account.id, PRACTICE_WALLET) !== account.coins)) return 'A balance that is not its ledger';
  if (hasWalletWronglyBelowZero(ledger)) return 'A wallet below zero';
  return null;
}

function consistentGame<T extends CheckedGame>() {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = consistencyProblem(dataset.value);
    if (problem) addIssue({ message: problem });
  });
}

/** The game as the app holds it in memory. */
export const gameStateSchema = v.pipe(gameDataSchema, consistentGame<GameData>());

export const sessionStateSchema = sessionSchema;

export type GameState = v.InferOutput<typeof gameStateSchema>;
export type SessionState = v.InferOutput<typeof sessionStateSchema>;
