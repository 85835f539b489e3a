// What the league screens ask of the store, in the shapes they render: one place that turns the
// store's results into messages and files, so the screens stay plain and their tests can stand it
// in. Loaded with the operator's and the join screens and on a file's choice, never with /leagues's first paint.

import type { MarketDraft } from '@/lib/market/market-draft';
import type { PayoutRule } from '@/lib/model/league';
import { leagueNoteText } from '@/lib/league/league-words';
import type { InvitePreview } from '@/lib/league/read-invite';
import type { VerifiedUpdate } from '@/lib/league/read-update';
import * as player from '@/lib/store/browser-league-actions';
import { handleLeagueFragment } from '@/lib/store/league-fragment';
import * as operator from '@/lib/store/league-operator-actions';
import * as share from '@/lib/store/league-share-actions';
import { saveFile } from './save-file';

export type { InvitePreview };
export type Done = { ok: boolean; message: string };
export type QuestionDone = operator.OperatorResult;
export type SeasonImportDone = operator.SeasonImportResult;
/** A link (null when too long for one: the file carries it) from fromSeq to lastSeq, or why not. */
export type ShareLink = share.LinkResult;

/** What opening a link shows: an invite to accept, or what an update did. */
export type FragmentView =
  | { kind: 'join'; preview: InvitePreview; sameName: { name: string; fingerprint: string } | null; token: VerifiedUpdate }
  | { kind: 'status'; ok: boolean; message: string };

export const startLeague = (name: string, startingCoins: number, payout: PayoutRule = 'fixed'): Promise<QuestionDone> => operator.startLeague(name, startingCoins, payout);
export const addLeagueQuestion = (leagueId: string, draft: MarketDraft): Promise<QuestionDone> => operator.addLeagueQuestion(leagueId, draft);
/** A season file's questions, all or none; the file is read only when within the size cap. */
export const addLeagueQuestionsFromFile = (leagueId: string, file: Blob): Promise<SeasonImportDone> => operator.addLeagueQuestionsFromFile(leagueId, file);
export const settleLeagueQuestion = (leagueId: string, questionId: string, outcome: 'YES' | 'NO' | 'VOID'): Promise<Done> =>
  operator.settleLeagueQuestion(leagueId, questionId, outcome);
export const inviteLink = (leagueId: string): Promise<ShareLink> => share.inviteLink(leagueId);
export const updateLink = (leagueId: string, fromSeq?: number): Promise<ShareLink> => share.updateLink(leagueId, fromSeq);
/** Copied or saved: the next update link may start after it. */
export const markShared = (leagueId: string, upTo: number): Promise<boolean> => share.markShared(leagueId, upTo);

/** The update file's text and name, for the share block's Download when the link is too long. */
export const updateFile = (leagueId: string): Promise<share.FileResult> => share.updateFileBytes(leagueId);

export async function downloadUpdateFile(leagueId: string): Promise<Done> {
  const file = await share.updateFileBytes(leagueId);
  if (!file.ok) return file;
  saveFile(file.fileName, file.text, 'application/json');
  await share.markShared(leagueId, file.lastSeq);
  return { ok: true, message: leagueNoteText({ note: 'update-file-downloaded' }) };
}

export function downloadKeyFile(leagueId: string): Done {
  const file = share.keyFileFor(leagueId);
  if (!file.ok) return file;
  saveFile(file.fileName, file.text, 'application/json');
  return { ok: true, message: leagueNoteText({ note: 'key-file-downloaded' }) };
}

export const takeOverLeague = (keyFileText: string): Promise<Done> => share.takeOverLeague(keyFileText);
export const applyUpdateFile = (text: string): Promise<Done> => player.applyUpdateFile(text);
export const leaveLeague = (leagueId: string): Promise<Done> => player.leaveLeague(leagueId);
export const joinLeague = (token: VerifiedUpdate): Promise<Done> => player.joinLeague(token);

/** The league link in the address bar, removed from it as it is read; null when it holds none. */
export async function openFragment(): Promise<FragmentView | null> {
  const outcome = await handleLeagueFragment(window.location, window.history);
  if (outcome.kind === 'none') return null;
  if (outcome.kind === 'join') {
    const { preview, sameName, update } = outcome.invite;
    return { kind: 'join', preview, sameName, token: update };
  }
  if (outcome.kind === 'update' || outcome.kind === 'picks') return { kind: 'status', ok: outcome.ok, message: outcome.message };
  return { kind: 'status', ok: false, message: outcome.message };
}
