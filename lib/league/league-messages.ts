// What a player is told about a league update: why one was refused, and once, what an applied
// one changed ('Site League: 1 question settled: you won 180'). Numbers go through lib/display/format.

import { formatCoins, pluralize } from '../display/format';
import type { ApplyFailureReason, LeagueChangeSummary } from './apply-update';
import type { ReadFailureReason } from './read-update';

/** A refusal from readUpdate (no message) or from applyLeagueUpdate (with its own message). */
export interface UpdateFailure {
  reason: ReadFailureReason | ApplyFailureReason;
  message?: string;
}

export const UNKNOWN_LEAGUE_TEXT = 'This update was not signed by the operator of a league you follow. Ask the operator for an invite link.';

export function notSignedText(leagueName: string): string {
  return `This update was not signed by the operator of ${leagueName}`;
}

export function updateRefusalText(failure: UpdateFailure, leagueName: string | null): string {
  if (failure.message) return failure.message;
  const name = leagueName ?? 'this league';
  switch (failure.reason) {
    case 'not-an-update':
      return 'This is not a league update.';
    case 'unknown-league':
      return UNKNOWN_LEAGUE_TEXT;
    case 'bad-signature':
      return notSignedText(name);
    case 'too-large':
      return `This update from ${name} is too large to read.`;
    case 'malformed':
      return `This update from ${name} could not be read.`;
    case 'broken-chain':
      return `This update from ${name} has events that do not follow on from each other, so nothing was applied.`;
    case 'gap':
      return `This update from ${name} skips events you do not have yet, so nothing was applied.`;
    case 'conflict':
      return `Conflicting update from ${name}`;
    case 'invalid':
      return `This update from ${name} breaks the league's rules, so nothing was applied.`;
  }
}

function accountText(summary: LeagueChangeSummary, accountId: string | null): string | null {
  const change = accountId === null ? undefined : summary.byAccount[accountId];
  if (!change) return null;
  const parts: string[] = [];
  if (change.won > 0) parts.push(`you won ${formatCoins(change.won)}`);
  if (change.refunded > 0) parts.push(`you got back ${formatCoins(change.refunded)}`);
  if (parts.length === 0 && change.lost > 0) parts.push(`you lost ${pluralize(change.lost, 'prediction')}`);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** 'Site League: 2 questions added, 1 question settled: you won 1,080'; null when nothing changed. */
export function summaryText(summary: LeagueChangeSummary, accountId: string | null): string | null {
  const parts: string[] = [];
  if (summary.added > 0) parts.push(`${pluralize(summary.added, 'question')} added`);
  if (summary.settled > 0) parts.push(`${pluralize(summary.settled, 'question')} settled`);
  if (parts.length === 0) return null;
  const yours = accountText(summary, accountId);
  return `${summary.name}: ${parts.join(', ')}${yours ? `: ${yours}` : ''}`;
}
