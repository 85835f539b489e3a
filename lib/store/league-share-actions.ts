// What the operator shares: the invite link (the whole league, so joining later still works),
// the update link (see update-range.ts), the update file, and the key file; and taking a league
// over from its key file. Links carry only public bytes; the key leaves only in the key file.

import { joinLinkFor, updateLinkFor } from '../league/league-link';
import { checkKeyFile, keyFileText, readKeyFile } from '../league/key-file';
import { KEY_FILE_NOTE, keyFileRefusalText, leagueNoteText, operateRefusalText, pickedSeqText } from '../league/league-words';
import { describeLog } from '../league/log-state';
import { markShared as markSharedIn, takeOverLeague as takeOverLeagueIn } from '../league/operate-league';
import { chooseUpdateRange, pickedSeqProblem } from '../league/update-range';
import { updateFileName, updateFileText } from '../league/update-file';
import type { LeagueKeys } from '../league/keys';
import type { LeagueLog } from '../league/league-log';
import type { OperatedLeague } from '../model/operated-league';
import { UpdateTooLargeError } from '../league/sign-update';
import { commitGame } from './commit-game';
import { applyVerifiedUpdate, settledQuestions } from './league-actions';
import { operatedByMe, signVerified } from './league-operator-actions';
import { sessionAccountId } from './session-store';

export type LinkResult = { ok: true; link: string | null; fromSeq: number; lastSeq: number } | { ok: false; message: string };
export type FileResult = { ok: true; text: string; fileName: string; lastSeq: number } | { ok: false; message: string };

const notYours = () => ({ ok: false as const, message: leagueNoteText({ note: 'not-share-operator' }) });

const tooLarge = () => ({ ok: false as const, message: leagueNoteText({ note: 'too-large-to-sign' }) });

/** The signed update, or null when it is more than a player's browser reads. */
async function signedUnlessTooLarge(keys: LeagueKeys, log: LeagueLog, fromSeq: number, collected: OperatedLeague): Promise<Awaited<ReturnType<typeof signVerified>> | null> {
  try {
    return await signVerified(keys, log, fromSeq, collected);
  } catch (error) {
    if (error instanceof UpdateTooLargeError) return null;
    throw error;
  }
}

const currentOrigin = () => (typeof window === 'undefined' ? '' : window.location.origin);

/** The invite link: every event from 1; `link: null` when it is too long for a link (offer the update file). */
export async function inviteLink(leagueId: string, origin = currentOrigin()): Promise<LinkResult> {
  const mine = operatedByMe(leagueId);
  if (!mine) return notYours();
  const lastSeq = mine.log.events.length;
  const signed = await signedUnlessTooLarge(mine.keys, mine.log, 1, mine.operated);
  if (!signed) return tooLarge();
  return { ok: true, link: joinLinkFor(origin, signed.bytes), fromSeq: 1, lastSeq };
}

/** The update link: from 1 when it fits, else since the last share, or from the seq the operator picks. */
export async function updateLink(leagueId: string, fromSeq?: number, origin = currentOrigin()): Promise<LinkResult> {
  const mine = operatedByMe(leagueId);
  if (!mine) return notYours();
  const lastSeq = mine.log.events.length;
  const problem = fromSeq === undefined ? null : pickedSeqProblem(fromSeq, lastSeq);
  if (problem) return { ok: false, message: pickedSeqText(problem) };
  // An update too large for a reader is too long for a link: null, and the file says why.
  let made: Awaited<ReturnType<typeof signVerified>> | null = null;
  const linkFrom = async (from: number) => {
    const signed = await signedUnlessTooLarge(mine.keys, mine.log, from, mine.operated);
    made = signed ?? made;
    return signed ? updateLinkFor(origin, signed.bytes) : null;
  };
  const range = await chooseUpdateRange(lastSeq, mine.operated.sharedUpTo, linkFrom, fromSeq);
  // The organiser's own browser takes the snapshot it shares, so its own standings and bets agree with the players'.
  if (made) await applyVerifiedUpdate((made as Awaited<ReturnType<typeof signVerified>>).update, 'link', null);
  return { ok: true, ...range, lastSeq };
}

/** Called when a link or file was copied or saved: the next update link starts after `upTo` when the whole log does not fit. */
export async function markShared(leagueId: string, upTo: number): Promise<boolean> {
  const accountId = sessionAccountId();
  if (accountId === null) return false;
  return (await commitGame((data) => markSharedIn(data, accountId, leagueId, upTo))).ok;
}

/** 'Download update file': the whole league, from a checkpoint when event 1 on would be too large, so any player can apply it. */
export async function updateFileBytes(leagueId: string): Promise<FileResult> {
  const mine = operatedByMe(leagueId);
  if (!mine) return notYours();
  const lastSeq = mine.log.events.length;
  const signed = await signedUnlessTooLarge(mine.keys, mine.log, 1, mine.operated);
  if (!signed) return tooLarge();
  return { ok: true, text: updateFileText(signed.bytes), fileName: updateFileName(describeLog(mine.log.events).name, lastSeq), lastSeq };
}

/** 'Download league key': the key and the log; whoever holds it runs the league. */
export function keyFileFor(leagueId: string): FileResult {
  const mine = operatedByMe(leagueId);
  if (!mine) return notYours();
  const lastSeq = mine.log.events.length;
  return { ok: true, text: keyFileText(mine.operated, KEY_FILE_NOTE), fileName: `${updateFileName(describeLog(mine.log.events).name, lastSeq).replace(/-\d+\.predictoplay-league$/, '')}.predictoplay-league-key`, lastSeq };
}

/** 'Run a league from its key file': checks the key signs for the league, then keeps it and applies its log here. */
export async function takeOverLeague(text: string): Promise<{ ok: boolean; message: string; leagueId?: string }> {
  const accountId = sessionAccountId();
  if (accountId === null) return { ok: false, message: leagueNoteText({ note: 'log-in-to-run' }) };
  const read = readKeyFile(text);
  if (!read.ok) return { ok: false, message: keyFileRefusalText(read) };
  const { file } = read;
  const loaded = await checkKeyFile(file);
  if (!loaded.ok) return { ok: false, message: keyFileRefusalText(loaded) };
  let signed: Awaited<ReturnType<typeof signVerified>>;
  try {
    signed = await signVerified({ privateJwk: file.privateJwk, publicKey: file.publicKey }, loaded.log, 1);
  } catch {
    return { ok: false, message: leagueNoteText({ note: 'key-pair-damaged' }) };
  }
  const taken = await commitGame((data, ctx) => takeOverLeagueIn(data, accountId, file, loaded.log, signed.update, ctx), { reads: { positionsOf: settledQuestions(signed.update) } });
  const name = describeLog(loaded.log.events).name;
  if (!taken.ok) return { ok: false, message: operateRefusalText(taken) ?? leagueNoteText({ note: 'not-taken-over', leagueName: name }) };
  return { ok: true, leagueId: file.leagueId, message: leagueNoteText({ note: 'taken-over', leagueName: name }) };
}
