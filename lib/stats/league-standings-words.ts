// The league standings' words on the Leaderboard, from the message catalogues: the board choice,
// the periods, the snapshot's time and the empty state. No money: standings are play coins.

import { leaderboard_as_of, leaderboard_board_label, leaderboard_board_option_with_code, leaderboard_league_all, leaderboard_league_caption_all, leaderboard_league_caption_month, leaderboard_league_caption_week, leaderboard_league_coins, leaderboard_league_month, leaderboard_league_ranked_by, leaderboard_league_week, leaderboard_net_winnings, leaderboard_no_standings, leaderboard_player, leaderboard_player_code, leaderboard_practice, leaderboard_rank, leaderboard_standings_period_label, leaderboard_win_rate, leaderboard_wins, leaderboard_with_result } from '@/lib/i18n/paraglide/messages';
import { isolateText } from '../display/bidi';
import { formatDateTime } from '../display/format';
import { fingerprintText } from '../league/fingerprint';
import type { LeagueBoard, LeaguePeriod } from './league-standings';

export const LEAGUE_PERIOD_WORDS = {
  week: () => leaderboard_league_week(),
  month: () => leaderboard_league_month(),
  all: () => leaderboard_league_all(),
} as const satisfies Record<LeaguePeriod, () => string>;

const CAPTION_WORDS = {
  week: () => leaderboard_league_caption_week(),
  month: () => leaderboard_league_caption_month(),
  all: () => leaderboard_league_caption_all(),
} as const satisfies Record<LeaguePeriod, () => string>;

export const LEAGUE_BOARD_WORDS = {
  boardLabel: () => leaderboard_board_label(),
  practice: () => leaderboard_practice(),
  periodsLabel: () => leaderboard_standings_period_label(),
  noStandings: () => leaderboard_no_standings(),
  rankedBy: () => leaderboard_league_ranked_by(),
  playerCode: () => leaderboard_player_code(),
  columns: {
    rank: () => leaderboard_rank(),
    player: () => leaderboard_player(),
    net: () => leaderboard_net_winnings(),
    balance: () => leaderboard_league_coins(),
    settled: () => leaderboard_with_result(),
    wins: () => leaderboard_wins(),
    accuracy: () => leaderboard_win_rate(),
  },
} as const;

/** 'as of 12 Jan 2027, 9:15 pm': when the organiser sent the update that carried the standings. */
export function asOfText(snapshotAt: string): string {
  return leaderboard_as_of({ date: formatDateTime(snapshotAt) });
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
  return looksLikeAnother ? leaderboard_board_option_with_code({ name, code: fingerprintText(board.leagueId) }) : name;
}
