'use client';

import { useMemo } from 'react';
import { COLLECT_WORDS, newPlayerText } from '@/lib/league/organiser/collect-words';
import { countPicks } from '@/lib/league/picks/count-picks';
import { fingerprintText } from '@/lib/league/fingerprint';
import { formatCoins, formatCount, formatDateTime } from '@/lib/display/format';
import type { OperatedLeague } from '@/lib/model/operated-league';
import { loadCollectActions } from './picks-port';
import { leagues_player_code_of, leagues_player_counted, leagues_player_picks_up_to, leagues_player_refused, leagues_who_on_which_side } from '@/lib/i18n/paraglide/messages';
import { fill } from '../fill';
import { choiceWord } from '@/lib/betting/choice-words';

const smallButton = 'min-h-6 rounded-lg border border-ink-600 px-3 py-1 text-sm font-semibold text-white hover:border-brand-400';

/** The organiser's players: new ones to admit or ignore, and each admitted one's counted picks and sides. */
export function LeaguePlayers({ league }: { league: OperatedLeague }) {
  const players = useMemo(() => league.players ?? [], [league.players]);
  const count = useMemo(() => countPicks(league.events, players, league.picks ?? [], league.cashOuts ?? []), [league.events, players, league.picks, league.cashOuts]);
  if (players.length === 0) return null;
  const admit = async (playerId: string, admission: 'admitted' | 'ignored') => (await loadCollectActions()).setPlayerAdmission(league.id, playerId, admission);
  const pending = players.filter((player) => player.admission === 'pending');
  const admitted = players.filter((player) => player.admission === 'admitted');
  const questions = new Map<string, { question: string; yes: string[]; no: string[] }>();
  for (const event of league.events) if (event.type === 'question-added') questions.set(event.id, { question: event.question, yes: [], no: [] });
  const nameOf = new Map(players.map((player) => [player.playerId, player.name]));
  for (const pick of count.counted) {
    const row = questions.get(pick.questionId);
    const name = nameOf.get(pick.playerId) ?? pick.playerId;
    const side = pick.choice === 'YES' ? row?.yes : row?.no;
    if (side && !side.includes(name)) side.push(name);
  }
  const sides = [...questions.entries()].filter(([, row]) => row.yes.length + row.no.length > 0);

  return (
    <section aria-label={COLLECT_WORDS.players} className="space-y-3">
      <h3 className="font-semibold text-white">{COLLECT_WORDS.players}</h3>
      {pending.map((player) => (
        <div key={player.playerId} role="group" aria-label={newPlayerText(player.name, fingerprintText(player.playerId))} className="flex flex-wrap items-center gap-2 rounded-xl border border-amber-400/50 p-3">
          <p className="text-sm text-amber-100">
            {COLLECT_WORDS.newPlayer}: <bdi>{player.name}</bdi> {fill(leagues_player_code_of, { code: <span className="font-mono">{fingerprintText(player.playerId)}</span> })}
          </p>
          <button type="button" className={smallButton} onClick={() => void admit(player.playerId, 'admitted')}>
            {COLLECT_WORDS.admit}
            <span className="sr-only"> {player.name}</span>
          </button>
          <button type="button" className={smallButton} onClick={() => void admit(player.playerId, 'ignored')}>
            {COLLECT_WORDS.ignore}
            <span className="sr-only"> {player.name}</span>
          </button>
        </div>
      ))}
      <ul className="space-y-1 text-sm text-slate-200">
        {admitted.map((player) => {
          const counted = count.counted.filter((pick) => pick.playerId === player.playerId);
          const refused = (league.picks ?? []).filter((pick) => pick.playerId === player.playerId && count.refused.has(pick.id)).length;
          return (
            <li key={player.playerId}>
              <bdi className="font-semibold text-white">{player.name}</bdi> <span className="font-mono text-xs text-slate-400">{fingerprintText(player.playerId)}</span>: {leagues_player_counted({ count: counted.length, shown: formatCount(counted.length), coins: formatCoins(counted.reduce((sum, pick) => sum + pick.amount, 0)) })}
              {refused > 0 && `, ${leagues_player_refused({ shown: formatCount(refused) })}`} · {fill(leagues_player_picks_up_to, { time: <time dateTime={player.through}>{formatDateTime(player.through)}</time> })}
            </li>
          );
        })}
      </ul>
      {sides.length > 0 && (
        <ul aria-label={leagues_who_on_which_side()} className="space-y-1 text-sm text-slate-300">
          {sides.map(([id, row]) => (
            <li key={id}>
              <span className="text-white">{row.question}</span> — {choiceWord('YES')}: <bdi>{row.yes.join(', ') || '—'}</bdi> · {choiceWord('NO')}: <bdi>{row.no.join(', ') || '—'}</bdi>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
