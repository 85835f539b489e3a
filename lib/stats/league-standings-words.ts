// The league standings' words on the Leaderboard, from the message catalogues: the board choice,
// the periods, the snapshot's time and the empty state. No money: standings are play coins.

import { m } from '@/lib/i18n/paraglide/messages';
import { isolateText } from '../display/bidi';
import { formatDateTime } from '../display/format';
import { fingerprintText } from '../league/fingerprint';
import type { LeagueBoard, LeaguePeriod } from './league-standings';

export const LEAGUE_PERIOD_WORDS = {
  week: () => m.leaderboard_league_week(),
  month: () => m.leaderboard_league_month(),
  all: () => m.leaderboard_league_all(),
} as const satisfies Record<LeaguePeriod, () => string>;

const CAPTION_WORDS = {
  week: () => m.leaderboard_league_caption_week(),
  month: () => m.leaderboard_league_caption_month(),
  all: () => m.leaderboard_league_caption_all(),
} as const satisfies Record<LeaguePeriod, () => string>;

export const LEAGUE_BOARD_WORDS = {
  boardLabel: () => m.leaderboard_board_label(),
  practice: () => m.leaderboard_practice(),
  periodsLabel: () => m.leaderboard_standings_period_label(),
  noStandings: () => m.leaderboard_no_standings(),
  rankedBy: () => m.leaderboard_league_ranked_by(),
  playerCode: () => m.leaderboard_player_code(),
  columns: {
    rank: () => m.leaderboard_rank(),
    player: () => m.leaderboard_player(),
    net: () => m.leaderboard_net_winnings(),
    balance: () => m.leaderboard_league_coins(),
    settled: () => m.leaderboard_with_result(),
    wins: () => m.leaderboard_wins(),
    accuracy: () => m.leaderboard_win_rate(),
  },
} as const;

/** 'as of 12 Jan 2027, 9:15 pm': when the organiser sent the update that carried the standings. */
export function asOfText(snapshotAt: string): string {
  return m.leaderboard_as_of({ date: formatDateTime(snapshotAt) });
}

/** The standings table's caption, e.g. 'This week’s standings'. */
export function standingsCaption(period: LeaguePeriod): string {
  return CAPTION_WORDS[period]();
}

/**
 * A league's choice in the board select: its name, isolated as text since an option holds no
 * markup, and its league code too when another followed league's name looks like it.
 */
export function boardOptionText(board: Pick<LeagueBoard, 'leagueId' | 'name'>, looksLikeAnother: boolean): string {
  const name = isolateText(board.name);
  return looksLikeAnother ? m.leaderboard_board_option_with_code({ name, code: fingerprintText(board.leagueId) }) : name;
}
