import { profile_achievement_progress_label, profile_achievements_title, profile_locked, profile_unlocked } from '@/lib/i18n/paraglide/messages';
import type { Achievement } from '@/lib/stats/player-stats';
import { achievementWords } from '@/lib/stats/stats-words';

const ICONS: Record<Achievement['id'], string> = { 'first-win': '🏅', 'ten-predictions': '🔟', 'accuracy-70': '🎯' };

/** Unlocked achievements in full colour; locked ones greyed with how far along they are. */
export function AchievementList({ achievements }: { achievements: readonly Achievement[] }) {
  const shown = achievements.map((achievement) => ({ ...achievement, ...achievementWords(achievement) }));
  return (
    <section aria-labelledby="achievements-title">
      <h2 id="achievements-title" className="mb-4 text-xl font-semibold text-white">{profile_achievements_title()}</h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {shown.map((achievement) => (
          <li
            key={achievement.id}
            aria-labelledby={`${achievement.id}-title`}
            className={`rounded-2xl border p-5 ${achievement.unlocked ? 'border-gold-400/60 bg-gold-400/10' : 'border-ink-700 bg-ink-900'}`}
          >
            <div className="flex items-center gap-3">
              <span aria-hidden="true" className={`text-3xl ${achievement.unlocked ? '' : 'opacity-40 grayscale'}`}>
                {ICONS[achievement.id]}
              </span>
              <div>
                <h3 id={`${achievement.id}-title`} className="font-semibold text-white">{achievement.title}</h3>
                <p className={`text-sm font-semibold ${achievement.unlocked ? 'text-gold-300' : 'text-slate-300'}`}>
                  {achievement.unlocked ? profile_unlocked() : profile_locked()}
                </p>
              </div>
            </div>
            <p className="mt-3 text-sm text-slate-300">{achievement.description}</p>
            {!achievement.unlocked && (
              <div className="mt-3">
                <div
                  role="progressbar"
                  aria-label={profile_achievement_progress_label({ title: achievement.title })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(achievement.progress * 100)}
                  aria-valuetext={achievement.progressText}
                  className="h-2 overflow-hidden rounded-full bg-ink-700"
                >
                  <div className="h-full bg-slate-400" style={{ width: `${achievement.progress * 100}%` }} />
                </div>
                <p className="mt-1 text-xs text-slate-300">{achievement.progressText}</p>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
