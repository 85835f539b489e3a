// Reading an invite: an update that starts the league (event 1 'started'), verified with the key
// it carries. That is trust on first use: the player compares the fingerprint out loud with the
// operator before joining. Nothing is stored here; joining pins the key (joinLeague in the store).

import type { GameData } from '../model/game';
import type { League } from '../model/league';
import { toBase64Url } from './encoding';
import { fingerprintText, leagueIdOf } from './league-id';
import { describeLog, type LeagueQuestionState } from './log-state';
import { readUpdate, type ReadFailureReason, type VerifiedUpdate } from './read-update';
import { decodeWire } from './wire';

export interface InvitePreview {
  leagueId: string;
  name: string;
  /** The league id in groups of four, for comparing out loud. */
  fingerprint: string;
  startingCoins: number;
  questions: LeagueQuestionState[];
}

export type InviteFailureReason = Exclude<ReadFailureReason, 'unknown-league'> | 'not-an-invite';

export type InviteResult = { ok: true; update: VerifiedUpdate; preview: InvitePreview } | { ok: false; reason: InviteFailureReason; message: string };

const INVITE_REFUSALS: Record<InviteFailureReason, string> = {
  'not-an-update': 'This is not a league invite.',
  'bad-signature': 'This invite was not signed by its league’s operator: it was changed on the way. Ask the operator for the link again.',
  'too-large': 'This invite is too large to read.',
  malformed: 'This invite could not be read.',
  'broken-chain': 'This invite has events that do not follow on from each other.',
  'not-an-invite': 'This link does not start the league, so it cannot be joined from. Ask the operator for an invite link.',
};

function refuse(reason: InviteFailureReason): InviteResult {
  return { ok: false, reason, message: INVITE_REFUSALS[reason] };
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
  const first = update.events[0];
  if (first?.seq !== 1 || first.type !== 'started') return refuse('not-an-invite');
  const { name, startingCoins, questions } = describeLog(update.events);
  return { ok: true, update, preview: { leagueId: update.leagueId, name, fingerprint: fingerprintText(update.leagueId), startingCoins, questions } };
}

function nameKey(name: string): string {
  return name.trim().toLowerCase();
}

/**
 * A league this browser already has under the same name (case aside) with another key: the join
 * screen shows both fingerprints and the player chooses, since a name alone proves nothing.
 */
export function sameNameLeague(data: Pick<GameData, 'leagues'>, preview: Pick<InvitePreview, 'leagueId' | 'name'>): League | null {
  return (data.leagues ?? []).find((league) => league.id !== preview.leagueId && nameKey(league.name) === nameKey(preview.name)) ?? null;
}
