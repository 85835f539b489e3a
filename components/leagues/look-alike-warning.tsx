'use client';

import { useMemo } from 'react';
import { fingerprintText } from '@/lib/league/fingerprint';
import { lookAlikeClashes } from '@/lib/league/look-alike-leagues';
import { useGameStore } from '@/lib/store/game-store';
import { leagues_league_code_lower, leagues_leave_this_league, leagues_look_alike_heading, leagues_look_alike_text, leagues_this_league_mark } from '@/lib/i18n/paraglide/messages';

export function lookAlikeText(): string {
  return leagues_look_alike_text();
}

/**
 * On a followed league's card while another followed league's name reads the same, whether they were
 * joined side by side or one was renamed later: both names with their fingerprints, and a way out.
 */
export function LookAlikeWarning({ leagueId, onLeave }: { leagueId: string; onLeave?: () => void }) {
  const leagues = useGameStore((state) => state.leagues);
  const clashes = useMemo(() => lookAlikeClashes(leagues), [leagues]);
  const others = clashes.get(leagueId);
  const self = leagues.find((league) => league.id === leagueId);
  if (!others || !self) return null;
  const headingId = `look-alike-${leagueId}`;
  return (
    <div role="group" aria-labelledby={headingId} className="mt-4 rounded-xl border border-no-700 bg-no-700/10 p-4 text-sm text-slate-200">
      <p id={headingId} className="font-semibold text-no-200">
        <span aria-hidden="true">{'⚠️ '}</span>
        {leagues_look_alike_heading({ count: others.length, shown: String(others.length) })}
      </p>
      <ul className="mt-2 space-y-1">
        {[self, ...others].map((league) => (
          <li key={league.id} className="[overflow-wrap:anywhere]">
            <bdi className="font-semibold text-white">{league.name}</bdi>
            {league.id === leagueId && ` ${leagues_this_league_mark()}`}: {leagues_league_code_lower()}{' '}
            <span className="whitespace-nowrap font-mono tracking-wider text-white">{fingerprintText(league.id)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-slate-300">{lookAlikeText()}</p>
      {onLeave && (
        <button type="button" onClick={onLeave} className="mt-3 rounded-xl border border-no-700 px-4 py-2 text-sm font-semibold text-white hover:bg-no-700">
          {leagues_leave_this_league()}
          <span className="sr-only">
            {' '}
            (<bdi>{self.name}</bdi>{', '}{fingerprintText(self.id)})
          </span>
        </button>
      )}
    </div>
  );
}
