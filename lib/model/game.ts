// The shape of everything that changes together in play: the catalogue, this browser's
// accounts, their ledger and their positions, the admin's settings, the leagues followed and run. Pure operations take a
// GameData and return a new one, so a whole bet or settlement is one value written at once.
// The empty game and the default settings are in empty-game.ts.

import * as v from 'valibot';
import { accountSchema } from './account';
import { isoTimeSchema } from './fields';
import { leagueSchema } from './league';
import { ledgerEntrySchema } from './ledger-entry';
import { marketSchema } from './market';
import { membershipSchema } from './membership';
import { operatedLeagueSchema } from './operated-league';
import { positionSchema } from './position';
import { settingsSchema } from './settings';

/** Each record on its own; storage adds the checks that records agree with each other. */
export const gameDataSchema = v.strictObject({
  markets: v.array(marketSchema),
  seededAt: v.nullable(isoTimeSchema),
  accounts: v.array(accountSchema),
  ledger: v.array(ledgerEntrySchema),
  positions: v.array(positionSchema),
  settings: settingsSchema,
  /**
   * The leagues this browser follows: pinned keys and how far each has been applied. Games from
   * before leagues have none.
   */
  leagues: v.optional(v.array(leagueSchema), () => []),
  /** The leagues this browser runs, per operating account, with their keys. Older games run none. */
  operatedLeagues: v.optional(v.array(operatedLeagueSchema), () => []),
  /** Which accounts follow or have left which league. Older games have none: a 'league start' entry meant following. */
  memberships: v.optional(v.array(membershipSchema), () => []),
});

export type GameData = v.InferOutput<typeof gameDataSchema>;
