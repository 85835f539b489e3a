// The operator's side of a league run from this browser: starting it, adding, settling and
// renaming. Keys are made, events appended, signed and verified with the league's own key before
// the one commit that keeps the log and applies it to this browser's game (the operator plays too).

import type { DraftErrors, MarketDraft } from '../market/market-draft';
import { generateLeagueKeys, type LeagueKeys } from '../league/keys';
import { appendOutcome, appendQuestion, appendRename, leagueNameProblem, startingCoinsProblem, startLeagueLog, type LeagueLog } from '../league/league-log';
import { leagueNoteText, leagueSetupText, logRefusalText, operateRefusalText, summaryText, type LeagueNote } from '../league/league-words';
import { firstUnappliedSeq, operatorAppended, startOperatedLeague } from '../league/operate-league';
import { readUpdate, type VerifiedUpdate } from '../league/read-update';
import { signUpdate, UpdateTooLargeError } from '../league/sign-update';
import { updateStart } from '../league/checkpoint';
import { snapshotFor } from '../league/organiser/snapshot-for';
import type { SeasonProblem } from '../league/season-csv';
import { SEASON_FILE_MAX_BYTES } from '../league/season-limits';
import type { OperatedLeague } from '../model/operated-league';
import type { PayoutRule } from '../model/league';
import { useGameStore } from './game-store';
import { commitGame } from './commit-game';
import { settledQuestions } from './league-actions';
import { sessionAccountId } from './session-store';

export type OperatorResult = { ok: true; message: string; leagueId: string } | { ok: false; message: string; errors?: DraftErrors };

const notMine = (): OperatorResult => ({ ok: false, message: leagueNoteText({ note: sessionAccountId() === null ? 'log-in-to-run' : 'not-operator' }) });

/** The league the logged-in account operates, with its log and keys, or null. */
export function operatedByMe(leagueId: string): { accountId: string; operated: OperatedLeague; log: LeagueLog; keys: LeagueKeys } | null {
  const accountId = sessionAccountId();
  const operated = useGameStore.getState().operatedLeagues.find((league) => league.id === leagueId && league.accountId === accountId);
  if (!operated || accountId === null) return null;
  const { publicKey, privateJwk, events, hashes } = operated;
  return { accountId, operated, log: { leagueId, publicKey, events, hashes }, keys: { publicKey, privateJwk } };
}

/**
 * Signs events fromSeq..end and reads them back with the league's own key, as a player's browser
 * will. From seq 1 means the whole league, and so do events too many for one update (a season
 * added at once): from a checkpoint when event 1 on would be too large.
 * With `collected` (the league's players, picks and cash-outs here), the update carries their snapshot.
 * Throws UpdateTooLargeError when even that is more than a player's browser reads.
 */
export async function signVerified(keys: LeagueKeys, log: LeagueLog, fromSeq: number, collected?: Pick<OperatedLeague, 'players' | 'picks' | 'cashOuts'>): Promise<{ bytes: Uint8Array; update: VerifiedUpdate }> {
  const start = updateStart(log, fromSeq);
  const signedAtMs = Date.now();
  // The organiser's count travels with every update signed where the league is run.
  const snapshot = collected ? snapshotFor(collected, log.events, signedAtMs) : undefined;
  const bytes = await signUpdate(keys, log, start.fromSeq, { compress: true, checkpoint: start.checkpoint, signedAtMs, snapshot });
  const read = await readUpdate(bytes, (leagueId) => (leagueId === log.leagueId ? keys.publicKey : null));
  if (!read.ok) throw new Error(`A league's own update did not verify: ${read.reason}`);
  return { bytes, update: read.update };
}

export async function startLeague(name: string, startingCoins: number, payout: PayoutRule = 'fixed'): Promise<OperatorResult> {
  const accountId = sessionAccountId();
  if (accountId === null) return { ok: false, message: leagueNoteText({ note: 'log-in-to-run' }) };
  const problem = leagueNameProblem(name) ?? startingCoinsProblem(startingCoins);
  if (problem) return { ok: false, message: leagueSetupText(problem) };
  const keys = await generateLeagueKeys();
  const log = await startLeagueLog(keys.publicKey, name, startingCoins, Date.now(), payout);
  const { update } = await signVerified(keys, log, 1);
  const started = await commitGame((data, ctx) => startOperatedLeague(data, accountId, keys, log, update, ctx));
  if (!started.ok) return { ok: false, message: leagueNoteText({ note: 'not-started' }) };
  return { ok: true, leagueId: log.leagueId, message: leagueNoteText({ note: 'started', leagueName: log.events[0]?.type === 'started' ? log.events[0].name : name }) };
}

/** Signs and keeps the log's new events, and applies them to this browser's game in one commit. */
async function commitAppended(mine: NonNullable<ReturnType<typeof operatedByMe>>, log: LeagueLog, done: LeagueNote): Promise<OperatorResult> {
  // From the first event this browser has not applied: after a restored key the log may be ahead of it.
  let update: VerifiedUpdate;
  try {
    ({ update } = await signVerified(mine.keys, log, firstUnappliedSeq(useGameStore.getState(), log.leagueId), mine.operated));
  } catch (error) {
    if (error instanceof UpdateTooLargeError) return { ok: false, message: leagueNoteText({ note: 'too-large-to-sign' }) };
    throw error;
  }
  const committed = await commitGame((data, ctx) => operatorAppended(data, mine.accountId, log, update, ctx), { reads: { positionsOf: settledQuestions(update) } });
  if (!committed.ok) return { ok: false, message: operateRefusalText(committed) ?? leagueNoteText({ note: 'changed-in-another-tab' }) };
  // The operator's own stake in what was settled is said as any player's is; otherwise what was done.
  const summary = committed.summary.byAccount[mine.accountId] ? summaryText(committed.summary, mine.accountId) : null;
  return { ok: true, leagueId: log.leagueId, message: summary ?? leagueNoteText(done) };
}

export async function addLeagueQuestion(leagueId: string, draft: MarketDraft): Promise<OperatorResult> {
  const mine = operatedByMe(leagueId);
  if (!mine) return notMine();
  const added = await appendQuestion(mine.log, draft, Date.now());
  if (!added.ok) return { ok: false, message: leagueNoteText({ note: 'check-question' }), errors: added.errors };
  return commitAppended(mine, added.log, { note: 'question-added' });
}

export async function settleLeagueQuestion(leagueId: string, questionId: string, outcome: 'YES' | 'NO' | 'VOID'): Promise<OperatorResult> {
  const mine = operatedByMe(leagueId);
  if (!mine) return notMine();
  const settled = await appendOutcome(mine.log, questionId, outcome, Date.now());
  if (!settled.ok) return { ok: false, message: logRefusalText(settled) };
  return commitAppended(mine, settled.log, outcome === 'VOID' ? { note: 'question-voided' } : { note: 'question-resolved', outcome });
}

export async function renameLeague(leagueId: string, name: string): Promise<OperatorResult> {
  const mine = operatedByMe(leagueId);
  if (!mine) return notMine();
  const renamed = await appendRename(mine.log, name, Date.now());
  if (!renamed.ok) return { ok: false, message: logRefusalText(renamed) };
  return commitAppended(mine, renamed.log, { note: 'renamed', leagueName: name.trim() });
}

export type SeasonImportResult = { ok: true; message: string; leagueId: string; added: number } | { ok: false; message: string; problems: string[] };

/**
 * Adds every question of a season file (a CSV: question, category, ends, description) or none. A
 * file over the size cap is refused unread; the CSV reader and its words load only here, on a file's choice.
 */
export async function addLeagueQuestionsFromFile(leagueId: string, file: Pick<Blob, 'size' | 'arrayBuffer'>): Promise<SeasonImportResult> {
  const mine = operatedByMe(leagueId);
  if (!mine) return { ...notMine(), ok: false, problems: [] };
  const [season, words, { appendQuestions }] = await Promise.all([import('../league/season-csv'), import('../league/season-words'), import('../league/league-log')]);
  const refused = (problems: SeasonProblem[]): SeasonImportResult => ({
    ok: false,
    message: words.seasonRefusedText(problems.length, 'questions'),
    problems: problems.map(words.seasonProblemText),
  });
  if (file.size > SEASON_FILE_MAX_BYTES) return refused([{ reason: 'file-too-large', maxBytes: SEASON_FILE_MAX_BYTES }]);
  const nowMs = Date.now();
  const text = season.seasonFileText(new Uint8Array(await file.arrayBuffer()));
  const read = text.ok ? season.readSeasonQuestions(text.text, nowMs) : text;
  if (!read.ok) return refused(read.problems);
  const added = await appendQuestions(mine.log, read.rows.map((row) => row.draft), nowMs);
  if (!added.ok) return refused(season.appendedQuestionProblems(read.rows, added));
  const committed = await commitAppended(mine, added.log, { note: 'question-added' });
  if (!committed.ok) return { ...committed, problems: [] };
  return { ...committed, message: words.questionsAddedText(added.questionIds.length), added: added.questionIds.length };
}
