// Test builders for the organiser's count on the player's side: a player key on an account's
// membership (shaped as the schema asks, never used to sign), and a snapshot that judges given
// positions counted (or refused), held by the league as if a signed update had brought it.

import { followLeague } from '@/lib/league/follow-league';
import type { OpContext } from '@/lib/game/operation';
import type { GameData } from '@/lib/model/game';
import type { Membership } from '@/lib/model/membership';
import { membershipId } from '@/lib/model/membership-id';
import type { PickRefusal, PlayerKey, Snapshot } from '@/lib/model/picks';
import type { Position } from '@/lib/model/position';
import type { LeagueKeys } from '@/lib/league/keys';
import type { LeagueLog } from '@/lib/league/league-log';
import { readUpdate, type VerifiedUpdate } from '@/lib/league/read-update';
import { signUpdate } from '@/lib/league/sign-update';
import { NOW } from '../game-fixtures';
import { pinned } from './league-fixtures';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** A player id made from the account and league ids: distinct for the accounts a test makes. */
export function testPlayerId(accountId: string, leagueId: string): string {
  let id = '';
  const text = `${accountId}/${leagueId}`;
  for (let index = 0; index < 16; index += 1) {
    let sum = index * 7;
    for (let at = index; at < text.length; at += 16) sum = sum * 31 + text.charCodeAt(at);
    id += BASE32[sum % 32];
  }
  return id;
}

export function testPlayerKey(accountId: string, leagueId: string, nowMs = NOW): PlayerKey {
  const part = 'A'.repeat(43);
  return {
    playerId: testPlayerId(accountId, leagueId),
    publicKey: 'B'.repeat(87),
    privateJwk: { kty: 'EC', crv: 'P-256', d: part, x: part, y: part },
    name: 'Player',
    createdAt: new Date(nowMs).toISOString(),
  };
}

/** The account's membership of the league with a player key (following, when it had none). */
export function withPlayerKey(data: GameData, accountId: string, leagueId: string, nowMs = NOW): GameData {
  const id = membershipId(leagueId, accountId);
  const held = data.memberships.find((membership) => membership.id === id);
  const player = held?.player ?? testPlayerKey(accountId, leagueId, nowMs);
  const next: Membership = held ? { ...held, player } : { id, leagueId, accountId, status: 'following', changedAt: new Date(nowMs).toISOString(), player };
  return { ...data, memberships: held ? data.memberships.map((membership) => (membership === held ? next : membership)) : [...data.memberships, next] };
}

/** Follows the league (its starting coins credited once) with a player key, as joining does. */
export function followWithKey(data: GameData, accountId: string, leagueId: string, ctx: OpContext): GameData {
  const followed = followLeague(data, accountId, leagueId, ctx);
  if (!followed.ok) throw new Error(followed.reason);
  return withPlayerKey(followed.data, accountId, leagueId, ctx.nowMs);
}

export interface CountOptions {
  /** Only these positions are judged (every league position by default). */
  positions?: readonly Position[];
  refused?: Readonly<Record<string, PickRefusal>>;
}

/**
 * A snapshot at `seq` judging the chosen positions of the league: each player's row reaches their
 * newest chosen bet, so those are counted unless refused. Crowd and standings are left empty.
 */
export function countedSnapshot(data: GameData, leagueId: string, seq: number, options: CountOptions = {}): Snapshot {
  const chosen = (options.positions ?? data.positions).filter((position) => position.wallet === leagueId);
  const rows = new Map<string, { through: number; refused: Snapshot['judged'][number]['refused'] }>();
  for (const position of chosen) {
    const playerId = position.id.split('.')[0] ?? '';
    const row = rows.get(playerId) ?? { through: 0, refused: [] };
    row.through = Math.max(row.through, Date.parse(position.createdAt));
    const reason = options.refused?.[position.id];
    if (reason) row.refused.push({ id: position.id, reason });
    rows.set(playerId, row);
  }
  const judged = [...rows].map(([playerId, row]) => ({ playerId, through: new Date(row.through).toISOString(), refused: row.refused }));
  // The counted crowd, as the organiser would publish it: the bets not refused, a player once per side.
  const crowd = new Map<string, Snapshot['crowd'][number] & { sides: Set<string> }>();
  for (const position of chosen) {
    if (options.refused?.[position.id]) continue;
    const row = crowd.get(position.marketId) ?? { questionId: position.marketId, yesCoins: 0, noCoins: 0, yesPlayers: 0, noPlayers: 0, sides: new Set<string>() };
    const yes = position.choice === 'YES';
    if (yes) row.yesCoins += position.amount;
    else row.noCoins += position.amount;
    const side = `${position.accountId}:${position.choice}`;
    if (!row.sides.has(side)) {
      row.sides.add(side);
      if (yes) row.yesPlayers += 1;
      else row.noPlayers += 1;
    }
    crowd.set(position.marketId, row);
  }
  return { seq, crowd: [...crowd.values()].map(({ questionId, yesCoins, noCoins, yesPlayers, noPlayers }) => ({ questionId, yesCoins, noCoins, yesPlayers, noPlayers })), standings: [], judged };
}

/** Long before any update a test signs: a snapshot held from it gives way to any signed one. */
export const LONG_AGO = '2000-01-01T00:00:00.000Z';

/** The league holding a snapshot that counts every bet placed in it so far (as a signed update would leave it). */
export function holdCounted(data: GameData, leagueId: string, options: CountOptions & { snapshotAt?: string } = {}): GameData {
  return {
    ...data,
    leagues: data.leagues.map((league) =>
      league.id === leagueId ? { ...league, snapshot: countedSnapshot(data, leagueId, league.seq, options), snapshotAt: options.snapshotAt ?? LONG_AGO } : league,
    ),
  };
}

/**
 * What readUpdate gives for events fromSeq..end of a log signed at `signedAtMs` with a snapshot at
 * the log's last seq counting the chosen positions of `data` (fromSeq one past the end: a snapshot alone).
 */
export async function countedUpdate(keys: LeagueKeys, log: LeagueLog, fromSeq: number, data: GameData, signedAtMs: number, options: CountOptions = {}): Promise<VerifiedUpdate> {
  const snapshot = countedSnapshot(data, log.leagueId, log.events.length, options);
  const read = await readUpdate(await signUpdate(keys, log, fromSeq, { signedAtMs, snapshot }), pinned(log));
  if (!read.ok) throw new Error(read.reason);
  return read.update;
}

/**
 * The account's bets in the league renamed as picks of its player key (the key added when missing),
 * with their entries: for records made by hand, before bets were picks.
 */
export function asPicks(data: GameData, accountId: string, leagueId: string): GameData {
  const keyed = withPlayerKey(data, accountId, leagueId);
  const playerId = testPlayerId(accountId, leagueId);
  const renamed = new Map<string, string>();
  for (const position of keyed.positions) {
    if (position.accountId !== accountId || position.wallet !== leagueId || position.id.startsWith(`${playerId}.`)) continue;
    renamed.set(position.id, `${playerId}.${(renamed.size + 1).toString(16).padStart(16, '0')}`);
  }
  const positions = keyed.positions.map((position) => ({ ...position, id: renamed.get(position.id) ?? position.id }));
  const ledger = keyed.ledger.map((entry) => {
    const id = entry.positionId === null ? undefined : renamed.get(entry.positionId);
    return id === undefined || entry.positionId === null ? entry : { ...entry, id: entry.id.replace(entry.positionId, id), positionId: id };
  });
  return { ...keyed, positions, ledger };
}
