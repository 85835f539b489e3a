import { leaderboard_you } from '@/lib/i18n/paraglide/messages';

/** Marks the logged-in player's row in words, so it is not told by colour alone. */
export function YouTag() {
  return <span className="ml-2 rounded-full bg-gold-400 px-2 py-0.5 text-xs font-bold text-ink-950">{leaderboard_you()}</span>;
}
