// Reading an invite: an update that carries the league from its start (event 1 'started') or from a
// checkpoint, verified with the key it carries. That is trust on first use: the player compares
// the fingerprint out loud with the operator before joining. Nothing is stored here; joining pins the key (joinLeague in the store).

import type { GameData } from '../model/game';
import type { League, PayoutRule } from '../model/league';
import { toBase64Url } from './encoding';
import { fingerprintText, leagueIdOf } from './league-id';
import { lookAlikeKey } from './look-alike';
import { describeFromCheckpoint, describeLog, type LeagueQuestionState } from './log-state';
import { readUpdate, type ReadFailureReason, type VerifiedUpdate } from './read-update';
import { decodeWire } from './wire';

export interface InvitePreview {
  leagueId: string;
  name: string;
  /** The league id in groups of four, for comparing out loud. */
  fingerprint: string;
  startingCoins: number;
  /** How wins pay in it: chosen when it started, never changed. */
  payout: PayoutRule;
  questions: LeagueQuestionState[];
}

export type InviteFailureReason = Exclude<ReadFailureReason, 'unknown-league'> | 'not-an-invite';

export type InviteResult = { ok: true; update: VerifiedUpdate; preview: InvitePreview } | { ok: false; reason: InviteFailureReason };

function refuse(reason: InviteFailureReason): InviteResult {
  return { ok: false, reason };
}

export async function readInvite(bytes: Uint8Array): Promise<InviteResult> {
  const wire = decodeWire(bytes);
  if (!wire) return refuse('not-an-update');
  const carriedId = await leagueIdOf(wire.publicKey);
  const carriedKey = toBase64Url(wire.publicKey);
  const read = await readUpdate(bytes, (leagueId) => (leagueId === carriedId ? carriedKey : null));
  // The carried key names its own league, so 'unknown-league' cannot happen; were it to, it is no invite.
  if (!read.ok) return refuse(read.reason === 'unknown-league' ? 'not-an-update' : read.reason);
  const { update } = read;
  // An invite carries the whole league: from its start, or from a checkpoint of it.
  const first = update.events[0];
  if (!update.checkpoint && (first?.seq !== 1 || first.type !== 'started')) return refuse('not-an-invite');
  const { name, startingCoins, payout = 'fixed', questions } = update.checkpoint ? describeFromCheckpoint(update.checkpoint, update.events) : describeLog(update.events);
  return { ok: true, update, preview: { leagueId: update.leagueId, name, fingerprint: fingerprintText(update.leagueId), startingCoins, payout, questions } };
}

/**
 * A league this browser already has under a name that looks the same (lookAlikeKey: case, spaces,
 * invisible and direction characters and look-alike letters aside) with another key: the join
 * screen shows both fingerprints and the player chooses, since a name alone proves nothing.
 */
export function lookAlikeLeague(data: Pick<GameData, 'leagues'>, preview: Pick<InvitePreview, 'leagueId' | 'name'>): League | null {
  const key = lookAlikeKey(preview.name);
  return data.leagues.find((league) => league.id !== preview.leagueId && lookAlikeKey(league.name) === key) ?? null;
}
