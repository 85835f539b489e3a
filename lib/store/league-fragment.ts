// Opening a league link: /leagues#join=…, #update=… or #picks=… (a player's picks, for the organiser). The fragment is read once and removed from
// the address bar (history.replaceState, keeping path and query) before anything else happens, so
// a reload, a second effect run or a shared screenshot neither repeats nor leaks it.

import { readLinkFragment } from '../league/league-link';
import { linkDamageText } from '../league/league-words';
import { applyUpdateBytes, previewInvite, type InvitePreviewResult } from './browser-league-actions';

export type FragmentOutcome =
  | { kind: 'none' }
  | { kind: 'join'; invite: Extract<InvitePreviewResult, { ok: true }> }
  | { kind: 'update'; ok: boolean; message: string }
  | { kind: 'picks'; ok: boolean; message: string }
  | { kind: 'error'; message: string };

type PageLocation = Pick<Location, 'hash' | 'pathname' | 'search'>;
type PageHistory = Pick<History, 'replaceState' | 'state'>;

/** What the league link in the address bar asks to show; `none` when it holds no league link. */
export async function handleLeagueFragment(location: PageLocation, history: PageHistory): Promise<FragmentOutcome> {
  const read = readLinkFragment(location.hash);
  if (read === null) return { kind: 'none' };
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  if (read.kind === 'invalid') return { kind: 'error', message: linkDamageText(read.damage) };
  if (read.kind === 'join') {
    const invite = await previewInvite(read.bytes);
    return invite.ok ? { kind: 'join', invite } : { kind: 'error', message: invite.message };
  }
  if (read.kind === 'picks') {
    // Collecting is the organiser's: loaded only when a picks link is opened.
    const { collectPicksLink } = await import('./collect-actions');
    const collected = await collectPicksLink(read.bytes);
    return { kind: 'picks', ok: collected.ok, message: collected.lines.join(' ') };
  }
  const applied = await applyUpdateBytes(read.bytes);
  return { kind: 'update', ...applied };
}
