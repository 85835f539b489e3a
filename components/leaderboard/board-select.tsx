// No 'use client' of its own: the leaderboard's preview draws it on the server, without onChange.

import { useId } from 'react';
import type { LeagueBoard } from '@/lib/stats/league-standings';
import { boardOptionText, LEAGUE_BOARD_WORDS } from '@/lib/stats/league-standings-words';

/** The practice board's value in the select; a league's is its id, which never equals it. */
export const PRACTICE_BOARD = 'practice';

interface BoardSelectProps {
  boards: readonly LeagueBoard[];
  value: string;
  /** Absent in the preview, which only shows the practice board chosen. */
  onChange?: (value: string) => void;
}

/** A name's plain form for telling boards apart: the full look-alike tables stay with the league screens. */
const plainName = (name: string) => name.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

/** Practice, or one of the followed leagues' standings; two leagues of the same plain name also show their league codes. */
export function BoardSelect({ boards, value, onChange }: BoardSelectProps) {
  const id = useId();
  const names = boards.map((board) => plainName(board.name));
  return (
    <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
      <label htmlFor={id} className="text-sm text-slate-300">
        {LEAGUE_BOARD_WORDS.boardLabel()}
      </label>
      <select
        id={id}
        {...(onChange ? { value, onChange: (event: React.ChangeEvent<HTMLSelectElement>) => onChange(event.target.value) } : { defaultValue: value })}
        className="w-full max-w-full rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-sm text-white hover:border-brand-400 sm:w-auto"
      >
        <option value={PRACTICE_BOARD}>{LEAGUE_BOARD_WORDS.practice()}</option>
        {boards.map((board) => (
          <option key={board.leagueId} value={board.leagueId}>
            {boardOptionText(board, names.filter((name) => name === plainName(board.name)).length > 1)}
          </option>
        ))}
      </select>
    </div>
  );
}
