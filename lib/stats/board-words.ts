// The leaderboard's words: badges, periods and each period's board name, from the message
// catalogues. Apart from the profile's words (stats-words.ts), so the leaderboard's bundle carries
// only its own: a module's unused words are not left out of a bundle.

import { leaderboard_badge_expert, leaderboard_badge_legend, leaderboard_badge_master, leaderboard_badge_pro, leaderboard_badge_rising, leaderboard_badge_rookie, leaderboard_caption_all_time, leaderboard_caption_monthly, leaderboard_caption_weekly, leaderboard_period_all_time, leaderboard_period_monthly, leaderboard_period_weekly, profile_level_bronze, profile_level_gold, profile_level_platinum, profile_level_silver } from '@/lib/i18n/paraglide/messages';
import type { Badge, LeaderboardPeriod } from './leaderboard';
import type { Level } from './player-stats';

/** A profile level in words (a level is also a player's badge on the leaderboard). */
export const LEVEL_WORDS = {
  Platinum: () => profile_level_platinum(),
  Gold: () => profile_level_gold(),
  Silver: () => profile_level_silver(),
  Bronze: () => profile_level_bronze(),
} satisfies Record<Level, () => string>;

const BADGE_WORDS = {
  ...LEVEL_WORDS,
  Legend: () => leaderboard_badge_legend(),
  Master: () => leaderboard_badge_master(),
  Expert: () => leaderboard_badge_expert(),
  Pro: () => leaderboard_badge_pro(),
  Rising: () => leaderboard_badge_rising(),
  Rookie: () => leaderboard_badge_rookie(),
} satisfies Record<Badge, () => string>;

/** A leaderboard badge in words: a sample player's title or a player's level. */
export function badgeText(badge: Badge): string {
  return BADGE_WORDS[badge]();
}

const PERIOD_WORDS = {
  weekly: () => leaderboard_period_weekly(),
  monthly: () => leaderboard_period_monthly(),
  'all-time': () => leaderboard_period_all_time(),
} satisfies Record<LeaderboardPeriod, () => string>;

const CAPTION_WORDS = {
  weekly: () => leaderboard_caption_weekly(),
  monthly: () => leaderboard_caption_monthly(),
  'all-time': () => leaderboard_caption_all_time(),
} satisfies Record<LeaderboardPeriod, () => string>;

/** A practice board period's tab: 'Weekly'. */
export function periodText(period: LeaderboardPeriod): string {
  return PERIOD_WORDS[period]();
}

/** A practice board period's table name: 'Weekly leaderboard'. */
export function boardCaption(period: LeaderboardPeriod): string {
  return CAPTION_WORDS[period]();
}
