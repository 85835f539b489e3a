// Damage is set aside whole: when a record of a league fails its check, the records that only
// make sense with it go to the quarantine too, so no wallet is ever counted from part of its
// entries and no league goes on from part of its questions. Pure: which records go, and why.
//
// A damaged league record or question takes the league here: its record, its questions, and
// every account's positions, ledger entries and membership in it. A damaged position or ledger
// entry of a league wallet takes that account's records of that league (all of the league's when
// whose it is cannot be told). A damaged membership goes alone: it only says following or left,
// and no balance rests on it. A record whose league cannot be told at all goes alone, as before.

import * as v from 'valibot';
import { leagueIdSchema } from '../../model/league';
import { PRACTICE_WALLET } from '../../model/practice-wallet';
import type { DataStore } from './record-stores';

/** Whose a record is: a league's, and in it an account's (null: the league's own, or nobody's known). */
export interface LeagueTie {
  leagueId: string;
  accountId: string | null;
}

type Loose = Readonly<Record<string, unknown>>;

interface LeagueRecordKind {
  /** The league (and account) a stored value belongs to, read loosely: the value may be damaged. */
  tie: (value: Loose) => LeagueTie | null;
  /** Whether its damage takes the records tied to it along (see the opening lines). */
  spreads: boolean;
}

const textOf = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const leagueIdOf = (value: unknown): string | null => (v.is(leagueIdSchema, value) ? value : null);
/** The league an id is made from: a question's `<leagueId>.<n>`, a membership's or league entry's `<leagueId>:…`. */
const leagueInId = (id: unknown): string | null => leagueIdOf(textOf(id)?.split(/[.:]/)[0]);

/** A league's own record (its record, a question): the league's, nobody's in it. */
function tieOfLeague(leagueId: string | null): LeagueTie | null {
  return leagueId === null ? null : { leagueId, accountId: null };
}

/** A wallet record (position, ledger entry): its wallet names the league; the practice wallet is none. */
function walletTie(value: Loose, idNamingLeague: unknown): LeagueTie | null {
  if (value.wallet === PRACTICE_WALLET) return null;
  const leagueId = leagueIdOf(value.wallet) ?? leagueInId(idNamingLeague);
  return leagueId === null ? null : { leagueId, accountId: textOf(value.accountId) };
}

/**
 * The one place that says how to find a record's league, per store. A wallet's head stays when its
 * wallet goes: it holds no coins, only the revision that orders the wallet's movements, and the
 * wallet's next movement (a new start, after following again) rewrites it. A store whose records name an
 * account and a league wallet joins by adding its line here (its sweep and filter follow).
 */
export const LEAGUE_RECORDS: { readonly [S in DataStore]?: LeagueRecordKind } = {
  leagues: { tie: (value) => tieOfLeague(leagueIdOf(value.id)), spreads: true },
  markets: { tie: (value) => (value.leagueId === null ? null : tieOfLeague(leagueIdOf(value.leagueId) ?? leagueInId(value.id))), spreads: true },
  positions: { tie: (value) => walletTie(value, value.marketId), spreads: true },
  ledger: { tie: (value) => walletTie(value, value.id), spreads: true },
  memberships: {
    tie: (value) => {
      const leagueId = leagueIdOf(value.leagueId) ?? leagueInId(value.id);
      const fromId = textOf(value.id)?.split(':')[1];
      return leagueId === null ? null : { leagueId, accountId: textOf(value.accountId) ?? textOf(fromId) };
    },
    spreads: false,
  },
};

/** The stores that may hold records of a league. */
export const LEAGUE_STORES = Object.keys(LEAGUE_RECORDS) as DataStore[];

const asLoose = (value: unknown): Loose => (typeof value === 'object' && value !== null ? (value as Loose) : {});

/** The league (and account) a stored value belongs to, when its store keeps records of leagues and it can be told. */
export function leagueTieOf(store: DataStore, value: unknown): LeagueTie | null {
  return LEAGUE_RECORDS[store]?.tie(asLoose(value)) ?? null;
}

/** What a damaged record takes along: null when its damage does not spread or its league cannot be told. */
export function damageTie(store: DataStore, value: unknown): LeagueTie | null {
  return LEAGUE_RECORDS[store]?.spreads ? leagueTieOf(store, value) : null;
}

/** A damaged record of a league and what it takes along: the league's records (accountId null) or one account's. */
export interface LeagueDamage {
  tie: LeagueTie;
  /** The damaged record it comes from. */
  cause: { store: DataStore; key: string };
}

/**
 * The damages among the records found wanting, one per league (when it goes whole) or per league
 * and account; those taking the whole league first, so a record is taken once, by the widest.
 */
export function leagueDamages(wanting: readonly { store: DataStore; key: string; league?: LeagueTie | null }[]): LeagueDamage[] {
  const whole = new Map<string, LeagueDamage>();
  const byAccount = new Map<string, LeagueDamage>();
  for (const { store, key, league } of wanting) {
    if (!league) continue;
    const damages = league.accountId === null ? whole : byAccount;
    const id = `${league.leagueId}\n${league.accountId ?? ''}`;
    if (!damages.has(id)) damages.set(id, { tie: league, cause: { store, key } });
  }
  const leaguesWhole = new Set([...whole.values()].map(({ tie }) => tie.leagueId));
  return [...whole.values(), ...[...byAccount.values()].filter(({ tie }) => !leaguesWhole.has(tie.leagueId))];
}

/** The damage a record goes with: its league's when that goes whole, else its account's in that league. */
export function damageTaking(damages: readonly LeagueDamage[], store: DataStore, value: unknown): LeagueDamage | null {
  if (damages.length === 0) return null;
  const tie = leagueTieOf(store, value);
  if (tie === null) return null;
  return damages.find((damage) => damage.tie.leagueId === tie.leagueId && (damage.tie.accountId === null || damage.tie.accountId === tie.accountId)) ?? null;
}

/** Why a sound record went to the quarantine with a damaged one, for whoever looks into it. */
export function takenAlongProblem({ tie, cause }: LeagueDamage): string {
  const whose = tie.accountId === null ? `league ${tie.leagueId}` : `account ${tie.accountId} in league ${tie.leagueId}`;
  return `Set aside with the damaged ${cause.store} record ${cause.key}: every record of ${whose} goes together`;
}
