'use client';

import { useId, useMemo } from 'react';
import { lookAlikeClashes } from '@/lib/league/look-alike-leagues';
import type { LeagueBoard } from '@/lib/stats/league-standings';
import { boardOptionText, LEAGUE_BOARD_WORDS } from '@/lib/stats/league-standings-words';

/** The practice board's value in the select; a league's is its id, which never equals it. */
export const PRACTICE_BOARD = 'practice';

interface BoardSelectProps {
  boards: readonly LeagueBoard[];
  value: string;
  onChange: (value: string) => void;
}

/** Practice, or one of the followed leagues' standings; two leagues whose names look alike also show their league codes. */
export function BoardSelect({ boards, value, onChange }: BoardSelectProps) {
  const id = useId();
  const clashes = useMemo(() => lookAlikeClashes(boards.map((board) => ({ id: board.leagueId, name: board.name }))), [boards]);
  return (
    <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
      <label htmlFor={id} className="text-sm text-slate-300">
        {LEAGUE_BOARD_WORDS.boardLabel}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="w-full max-w-full rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-sm text-white hover:border-brand-400 sm:w-auto"
      >
        <option value={PRACTICE_BOARD}>{LEAGUE_BOARD_WORDS.practice}</option>
        {boards.map((board) => (
          <option key={board.leagueId} value={board.leagueId}>
            {boardOptionText(board, clashes.has(board.leagueId))}
          </option>
        ))}
      </select>
    </div>
  );
}
