// The league standings' words on the Leaderboard, in English: the board choice, the periods, the
// snapshot's time and the empty state. No money: standings are play coins.

import { isolateText } from '../display/bidi';
import { formatDateTime } from '../display/format';
import { fingerprintText } from '../league/fingerprint';
import type { LeagueBoard, LeaguePeriod } from './league-standings';

export const LEAGUE_PERIOD_WORDS = {
  week: 'This week',
  month: 'This month',
  all: 'All time',
} as const satisfies Record<LeaguePeriod, string>;

export const LEAGUE_BOARD_WORDS = {
  boardLabel: 'Board',
  practice: 'Practice',
  periodsLabel: 'Standings period',
  noStandings: 'No standings yet: the organiser publishes them with the next update.',
  rankedBy:
    'Ranked by net winnings: coins won minus coins staked on the bets the organiser counted, settled in the period (weeks run Monday to Sunday, India time). Ties go to the higher league balance, then by name.',
  playerCode: 'player code',
  columns: {
    rank: 'Rank',
    player: 'Player',
    net: 'Net winnings',
    balance: 'League balance',
    settled: 'Settled',
    wins: 'Wins',
    accuracy: 'Accuracy',
  },
} as const;

/** 'as of 12 Jan 2027, 9:15 pm': when the organiser signed the update that carried the standings. */
export function asOfText(snapshotAt: string): string {
  return `as of ${formatDateTime(snapshotAt)}`;
}

/** The standings table's caption, e.g. 'This week standings'. */
export function standingsCaption(period: LeaguePeriod): string {
  return `${LEAGUE_PERIOD_WORDS[period]} standings`;
}

/**
 * A league's choice in the board select: its name, isolated as text since an option holds no
 * markup, and its league code too when another followed league's name looks like it.
 */
export function boardOptionText(board: Pick<LeagueBoard, 'leagueId' | 'name'>, looksLikeAnother: boolean): string {
  const name = isolateText(board.name);
  return looksLikeAnother ? `${name} (league code ${fingerprintText(board.leagueId)})` : name;
}
