// What the league screens ask of the store, in the shapes they render: one place that turns the
// store's results into messages, so the screens stay plain and their tests can stand it in.
// Loaded with the operator's and the join screens, never with /leagues's first paint.

import type { DraftField, MarketDraft } from '@/lib/market/market-draft';
import type { FieldErrors } from '@/lib/account/validation';
import * as actions from '@/lib/store/browser-league-actions';
import { handleLeagueFragment } from '@/lib/store/league-fragment';

export type Done = { ok: true; message: string } | { ok: false; message: string };
export type QuestionDone = { ok: true; message: string } | { ok: false; errors?: FieldErrors<DraftField>; message?: string };
/** A link, or null when it would be too long for one: the file carries it instead. */
export interface ShareLink {
  link: string | null;
  /** The first seq it carries. */
  fromSeq: number;
}
export interface InvitePreview {
  name: string;
  fingerprint: string;
  startingCoins: number;
  questions: { id: string; question: string; endTime: string }[];
}
/** What opening a link shows: an invite to accept, or what an update did. */
export type FragmentView =
  | { kind: 'join'; preview: InvitePreview; sameName: { fingerprint: string } | null; token: unknown }
  | { kind: 'status'; ok: boolean; message: string };

export async function startLeague(name: string, startingCoins: number): Promise<Done> {
  const result = await actions.startLeague(name, startingCoins);
  return result.ok ? { ok: true, message: `${name.trim()} started: you run this league.` } : { ok: false, message: result.message };
}

export const addLeagueQuestion = (leagueId: string, draft: MarketDraft): Promise<QuestionDone> => actions.addLeagueQuestion(leagueId, draft);
export const settleLeagueQuestion = (leagueId: string, questionId: string, outcome: 'YES' | 'NO' | 'VOID'): Promise<Done> =>
  actions.settleLeagueQuestion(leagueId, questionId, outcome);
export const inviteLink = (leagueId: string): Promise<ShareLink> => actions.inviteLink(leagueId);
export const updateLink = (leagueId: string, fromSeq?: number): Promise<ShareLink> => actions.updateLink(leagueId, fromSeq);
export const updateFileBytes = (leagueId: string, fromSeq?: number): Promise<Uint8Array> => actions.updateFileBytes(leagueId, fromSeq);
export const keyFileFor = (leagueId: string): string | null => actions.keyFileFor(leagueId);
export const takeOverFromKeyFile = (text: string): Promise<Done> => actions.takeOverFromKeyFile(text);
export const applyUpdateFile = (bytes: Uint8Array): Promise<Done> => actions.applyUpdateFile(bytes);
export const leaveLeague = (leagueId: string): Promise<Done> => actions.leaveLeagueNow(leagueId);
export const joinLeague = (token: unknown): Promise<Done> => actions.joinLeague(token);
export const openFragment = (hash: string): Promise<FragmentView | null> => handleLeagueFragment(hash);
