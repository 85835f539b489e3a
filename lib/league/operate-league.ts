// Running a league from this browser, purely: the keys are made or imported, the log appended and
// signed, and the update verified by the store before any of this. Each operation keeps the
// operator's record (key and whole log) and applies the update to this browser's own game, as a
// player's browser would, so the operator plays in its league like anyone. One browser runs a
// league at a time: whoever took it over last here holds its record.

import { findAccount } from '../account/find-account';
import type { OpContext, Refusal } from '../game/operation';
import * as v from 'valibot';
import type { GameData } from '../model/game';
import { privateJwkSchema, type OperatedLeague } from '../model/operated-league';
import { applyLeagueUpdate, conflictRefusal, type ApplyRefusal, type LeagueChangeSummary } from './apply-update';
import type { LeagueKeyFile } from './key-file';
import type { LeagueKeys } from './keys';
import type { LeagueLog } from './league-log';
import { joinMembership } from './membership-rules';
import type { VerifiedUpdate } from './read-update';

export type OperateResult =
  | { ok: true; data: GameData; summary: LeagueChangeSummary }
  | Refusal<'not-logged-in' | 'not-operator'>
  | ApplyRefusal
  | { ok: false; reason: 'older-than-held'; leagueName: string };

export function operatedLeagueOf(data: Pick<GameData, 'operatedLeagues'>, accountId: string | null, leagueId: string): OperatedLeague | undefined {
  return data.operatedLeagues.find((league) => league.id === leagueId && league.accountId === accountId);
}

/** The update applied to this browser's game (source 'link'), then the account follows the league. */
function applyAndFollow(data: GameData, accountId: string, update: VerifiedUpdate, ctx: OpContext): OperateResult {
  const applied = applyLeagueUpdate(data, update, 'link', ctx);
  if (!applied.ok) return applied;
  const joined = joinMembership(applied.data, accountId, update.leagueId, ctx);
  // The update has just put the league in data, and the account was found before.
  if (!joined.ok) throw new Error(`The league just applied cannot be followed: ${joined.reason}`);
  return { ok: true, data: joined.data, summary: applied.summary };
}

function withRecord(data: GameData, record: OperatedLeague): GameData {
  // Replaces the league's record whoever held it: one browser runs a league at a time.
  const others = data.operatedLeagues.filter((league) => league.id !== record.id);
  return { ...data, operatedLeagues: [...others, record] };
}

/** A new league: `update` is its log signed from seq 1 and verified. */
export function startOperatedLeague(data: GameData, accountId: string | null, keys: LeagueKeys, log: LeagueLog, update: VerifiedUpdate, ctx: OpContext): OperateResult {
  const account = findAccount(data, accountId);
  if (!account) return { ok: false, reason: 'not-logged-in' };
  if (keys.publicKey !== log.publicKey || update.leagueId !== log.leagueId) throw new Error('The keys, the log and the update are of different leagues');
  const record: OperatedLeague = {
    ...{ id: log.leagueId, accountId: account.id, privateJwk: v.parse(privateJwkSchema, keys.privateJwk), publicKey: log.publicKey },
    ...{ events: log.events, hashes: log.hashes, sharedUpTo: 0, createdAt: new Date(ctx.nowMs).toISOString() },
  };
  return applyAndFollow(withRecord(data, record), account.id, update, ctx);
}

/**
 * Where the update for operatorAppended starts: the first event this browser's game has not
 * applied. Usually the event just appended; earlier when the log came from a key file or a backup
 * ahead of the events applied here, which an update of the new events alone would meet as a gap.
 */
export function firstUnappliedSeq(data: Pick<GameData, 'leagues'>, leagueId: string): number {
  return (data.leagues.find((league) => league.id === leagueId)?.seq ?? 0) + 1;
}

/** After the store appended to the log and signed it from firstUnappliedSeq: the log kept, the update applied here. */
export function operatorAppended(data: GameData, accountId: string | null, log: LeagueLog, update: VerifiedUpdate, ctx: OpContext): OperateResult {
  const account = findAccount(data, accountId);
  if (!account) return { ok: false, reason: 'not-logged-in' };
  const held = operatedLeagueOf(data, account.id, log.leagueId);
  if (!held) return { ok: false, reason: 'not-operator' };
  const applied = applyLeagueUpdate(withRecord(data, { ...held, events: log.events, hashes: log.hashes }), update, 'link', ctx);
  return applied.ok ? { ok: true, data: applied.data, summary: applied.summary } : applied;
}

export type MarkSharedResult = { ok: true; data: GameData } | Refusal<'not-operator'>;

/** Notes that events up to `upTo` went into an update link or file; it never goes back. */
export function markShared(data: GameData, accountId: string | null, leagueId: string, upTo: number): MarkSharedResult {
  const held = operatedLeagueOf(data, accountId, leagueId);
  if (!held) return { ok: false, reason: 'not-operator' };
  const sharedUpTo = Math.max(held.sharedUpTo, Math.min(upTo, held.events.length));
  return { ok: true, data: sharedUpTo === held.sharedUpTo ? data : withRecord(data, { ...held, sharedUpTo }) };
}

/**
 * Runs a league from its key file (checked by checkKeyFile into `log`; `update` is the whole league
 * signed and verified). A file with fewer events than this browser holds, or different ones at a
 * seq both have, is refused: taking it over would throw away results already given.
 */
export function takeOverLeague(data: GameData, accountId: string | null, file: LeagueKeyFile, log: LeagueLog, update: VerifiedUpdate, ctx: OpContext): OperateResult {
  const account = findAccount(data, accountId);
  if (!account) return { ok: false, reason: 'not-logged-in' };
  const updateEndsAt = update.hashes.at(-1) ?? update.checkpoint?.hash;
  if (update.leagueId !== file.leagueId || log.events.length !== file.events.length || updateEndsAt !== log.hashes.at(-1)) throw new Error('The update is not the key file’s');
  const followed = data.leagues.find((league) => league.id === file.leagueId);
  const operated = data.operatedLeagues.find((league) => league.id === file.leagueId);
  const name = followed?.name ?? update.name;
  // What this browser holds: the events applied to its game (from the checkpoint it joined from,
  // if any), and any operator's log kept here, from event 1.
  const held = [
    { from: followed?.firstSeq ?? 1, hashes: followed?.hashes ?? [] },
    { from: 1, hashes: operated?.hashes ?? [] },
  ];
  if (held.some(({ from, hashes }) => from - 1 + hashes.length > file.events.length)) return { ok: false, reason: 'older-than-held', leagueName: name };
  if (held.some(({ from, hashes }) => hashes.some((hash, index) => log.hashes[from - 1 + index] !== hash))) return conflictRefusal(name);
  const record: OperatedLeague = {
    ...{ id: file.leagueId, accountId: account.id, privateJwk: file.privateJwk, publicKey: file.publicKey, events: file.events, hashes: log.hashes },
    // What this browser already shared stays shared; a file from elsewhere starts again from seq 1.
    ...{ sharedUpTo: operated?.sharedUpTo ?? 0, createdAt: new Date(ctx.nowMs).toISOString() },
    // The players and picks the organiser collected travel in the key file, so a lost phone loses no standings.
    ...(file.players ? { players: file.players } : {}),
    ...(file.picks ? { picks: file.picks } : {}),
  };
  return applyAndFollow(withRecord(data, record), account.id, update, ctx);
}
