'use client';

import { leagues_named } from '@/lib/i18n/paraglide/messages';
import { useMemo } from 'react';
import { formatDateTime } from '@/lib/display/format';
import { PLAYER_WORDS, visitNoteText } from '@/lib/league/player/player-words';
import { useGameStore } from '@/lib/store/game-store';
import { SendPicks } from './send-picks';

/** A followed league's picks on its card: 'Send my picks' and what the last updates did (the last ten notes). */
export function LeaguePicks({ accountId, leagueId, leagueName }: { accountId: string; leagueId: string; leagueName: string }) {
  const memberships = useGameStore((state) => state.memberships);
  const notes = useMemo(() => memberships.find((membership) => membership.accountId === accountId && membership.leagueId === leagueId)?.notes ?? [], [memberships, accountId, leagueId]);
  return (
    <div className="mt-4 space-y-4">
      <SendPicks accountId={accountId} leagueId={leagueId} leagueName={leagueName} />
      {notes.length > 0 && (
        <section aria-label={leagues_named({ what: PLAYER_WORDS.notesHeading, name: leagueName })}>
          <h3 className="font-semibold text-white">{PLAYER_WORDS.notesHeading}</h3>
          <ul className="mt-1 space-y-1 text-sm text-slate-300">
            {notes.map((note) => (
              <li key={note.at}>
                <time dateTime={note.at}>{formatDateTime(note.at)}</time>: {visitNoteText(leagueName, note)}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
