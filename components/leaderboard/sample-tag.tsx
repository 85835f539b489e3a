import { leaderboard_sample, leaderboard_sample_title } from '@/lib/i18n/paraglide/messages';

/** Marks a sample player in words, so nobody takes the invented figures for real players'. */
export function SampleTag() {
  return (
    <span title={leaderboard_sample_title()} className="ml-2 rounded-full border border-slate-500 px-2 py-0.5 text-xs font-medium text-slate-200">
      {leaderboard_sample()}
    </span>
  );
}
