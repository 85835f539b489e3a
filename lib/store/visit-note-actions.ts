// 'Since your last visit': the account's league notes not shown yet become page notices (above
// the fold, dismissible), and are marked shown in the same step, so each is said once.

import { unshownNotes, markNotesShown } from '../league/player/visit-notes';
import { visitNoteText } from '../league/player/player-words';
import { commitGame } from './commit-game';
import { useGameStore } from './game-store';
import { useNoticeStore } from './notice-store';
import { sessionAccountId } from './session-store';

export async function showVisitNotes(): Promise<number> {
  const accountId = sessionAccountId();
  if (accountId === null) return 0;
  const state = useGameStore.getState();
  const notes = unshownNotes(state, accountId);
  if (notes.length === 0) return 0;
  const names = new Map(state.leagues.map((league) => [league.id, league.name]));
  for (const { leagueId, note } of notes) {
    useNoticeStore.getState().addNotice({ id: `visit:${leagueId}:${note.at}`, message: visitNoteText(names.get(leagueId) ?? '', note) });
  }
  await commitGame((data) => ({ ok: true as const, data: markNotesShown(data, accountId) }));
  return notes.length;
}
