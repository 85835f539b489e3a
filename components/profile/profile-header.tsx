'use client';

import { formatCoins } from '@/lib/display/format';
import { profile_coins, profile_level, profile_rank } from '@/lib/i18n/paraglide/messages';
import type { Account } from '@/lib/model/account';
import type { Position } from '@/lib/model/position';
import { playerRank } from '@/lib/stats/leaderboard';
import type { PlayerStats } from '@/lib/stats/player-stats';
import { levelText } from '@/lib/stats/stats-words';
import { useClockStore } from '@/lib/store/clock-store';
import { SAMPLE_LEADERBOARDS } from '@/lib/store/sample-data';

interface ProfileHeaderProps {
  account: Account;
  stats: PlayerStats;
  positions: readonly Position[];
}

/** Rank on the all-time leaderboard, by net winnings exactly as the leaderboard ranks. */
function allTimeRank(account: Account, stats: PlayerStats, positions: readonly Position[], nowMs: number): number {
  return playerRank(SAMPLE_LEADERBOARDS['all-time'], { id: account.id, username: account.username, badge: stats.level, positions }, 'all-time', nowMs);
}

export function ProfileHeader({ account, stats, positions }: ProfileHeaderProps) {
  const now = useClockStore((state) => state.now) ?? 0;
  return (
    <section aria-labelledby="profile-name" className="flex flex-wrap items-center gap-5 rounded-2xl bg-gradient-to-br from-brand-700 to-ink-800 p-6">
      <span aria-hidden="true" className="grid h-16 w-16 place-items-center rounded-full bg-brand-600 text-2xl font-bold text-white">
        {account.username.slice(0, 1).toUpperCase()}
      </span>
      {/* A 10rem basis: on a phone the figures wrap below the name rather than squeezing it to a letter a line. */}
      <div className="min-w-0 grow basis-40">
        <h1 id="profile-name" className="text-3xl font-bold text-white [overflow-wrap:anywhere]">
          <bdi>{account.username}</bdi>
        </h1>
        <p className="text-slate-200 [overflow-wrap:anywhere]">{account.email}</p>
      </div>
      <dl className="grid w-full grid-cols-3 gap-4 text-center sm:w-auto">
        <div>
          <dt className="text-xs uppercase tracking-wide text-slate-200">{profile_coins()}</dt>
          <dd className="text-xl font-bold text-white">{formatCoins(account.coins)}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-slate-200">{profile_rank()}</dt>
          <dd className="text-xl font-bold text-white">#{allTimeRank(account, stats, positions, now)}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-slate-200">{profile_level()}</dt>
          <dd className="text-xl font-bold text-gold-300">{levelText(stats.level)}</dd>
        </div>
      </dl>
    </section>
  );
}
