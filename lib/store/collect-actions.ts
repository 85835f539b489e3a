// The organiser collecting picks in the browser that runs the league: a picks link opened here,
// pasted text holding any number of them (a whole chat copied), picks files, and a WhatsApp chat
// export (.txt, or the .zip it comes in) whose message times prove when each link arrived. Every
// card is verified (signature over its exact bytes, then its schema) before one commit records
// them all; a card already collected changes nothing.

import { collectIntoGame, admitInGame, collectOwnBet as collectOwnBetIn, collectOwnCashOut as collectOwnCashOutIn, type ArrivedCard } from '../league/organiser/collect-into-game';
import type { CashOut, Position } from '../model/position';
import { cardReportText, collectProblemText, COLLECT_WORDS } from '../league/organiser/collect-words';
import type { Arrival, CardReport } from '../league/picks/collect-picks';
import { findPicksLinks } from '../league/picks/find-picks-links';
import { readPicksCard } from '../league/picks/picks-card';
import { readPicksFile } from '../league/picks/picks-link';
import { fromBase64Url } from '../league/encoding';
import type { PlayerAdmission } from '../model/picks';
import { commitGame } from './commit-game';
import { sessionAccountId } from './session-store';

export interface CollectFile {
  name: string;
  bytes: Uint8Array;
}

export interface CollectOutcome {
  ok: boolean;
  /** One line per card collected ('Picks from Asha: 3 new, 1 late'), then what could not be read. */
  lines: string[];
  reports: (CardReport & { leagueId: string })[];
}

interface Found {
  /** The card's bytes, or null when the link's characters are not base64url. */
  bytes: Uint8Array | null;
  /** The chat message's own time, when the link came from an export. */
  at: string | null;
}

const linkFound = (payload: string, at: string | null): Found => ({ bytes: fromBase64Url(payload), at });

/** A chat message's time, or null: received now (read inside the commit, never earlier than the league's last event). */
const arrivalFor = (at: string | null): Arrival | null => (at === null ? null : { at, proof: 'chat-message' });

async function foundInFile(file: CollectFile): Promise<Found[] | 'too-large' | 'not-a-chat'> {
  const picksFile = readPicksFile(new TextDecoder().decode(file.bytes.subarray(0, 4 * 1024 * 1024)));
  if (picksFile) return [{ bytes: picksFile, at: null }];
  // The chat reader (and its unzip) is loaded only when an export is chosen.
  const [{ readChatFile }, { picksInChat }] = await Promise.all([import('../league/chat-export/read-chat-file'), import('../league/chat-export/picks-in-chat')]);
  const read = await readChatFile(file.bytes, file.name);
  if (!read.ok) return read.reason === 'too-large' ? 'too-large' : 'not-a-chat';
  return picksInChat(read.text).map(({ payload, at }) => linkFound(payload, at));
}

/** Collects every picks link in `text` and `files`; each card verified first, all recorded in one commit. */
export async function collectPicks({ text = '', files = [], opened = [] }: { text?: string; files?: readonly CollectFile[]; opened?: readonly Uint8Array[] }): Promise<CollectOutcome> {
  const accountId = sessionAccountId();
  if (accountId === null) return { ok: false, lines: [COLLECT_WORDS.picksForOrganiser], reports: [] };
  const found: Found[] = [...opened.map((bytes) => ({ bytes, at: null })), ...findPicksLinks(text).map((payload) => linkFound(payload, null))];
  const fileProblems: string[] = [];
  for (const file of files) {
    const inFile = await foundInFile(file);
    if (inFile === 'too-large') fileProblems.push(COLLECT_WORDS.fileTooLarge);
    else if (inFile === 'not-a-chat') fileProblems.push(COLLECT_WORDS.notAChat);
    else found.push(...inFile);
  }
  const cards: ArrivedCard[] = [];
  let unreadable = 0;
  for (const each of found) {
    const read = each.bytes ? await readPicksCard(each.bytes) : null;
    if (!read?.ok) unreadable += 1;
    else cards.push({ card: read.card, arrival: arrivalFor(each.at) });
  }
  const committed = cards.length === 0 ? null : await commitGame((data, ctx) => collectIntoGame(data, accountId, cards, ctx.nowMs));
  const reports = committed?.ok ? committed.reports : [];
  const notOperated = committed?.ok ? committed.notOperated : 0;
  // A picks link opened by anyone but its league's organiser: say whose it is.
  if (cards.length > 0 && notOperated === cards.length) return { ok: false, lines: [COLLECT_WORDS.picksForOrganiser], reports: [] };
  const problem = collectProblemText({ links: found.length, unreadable, notOperated });
  const lines = [...reports.map(cardReportText), ...fileProblems, ...(problem && !(found.length === 0 && fileProblems.length > 0) ? [problem] : [])];
  return { ok: reports.length > 0, lines, reports };
}

/** A picks link opened in this browser (its fragment's bytes). */
export function collectPicksLink(bytes: Uint8Array): Promise<CollectOutcome> {
  return collectPicks({ opened: [bytes] });
}

/** Admits or ignores a player; once admitted their picks count from their own arrival times, on questions with no result yet. */
export async function setPlayerAdmission(leagueId: string, playerId: string, admission: Exclude<PlayerAdmission, 'pending'>): Promise<boolean> {
  const accountId = sessionAccountId();
  if (accountId === null) return false;
  return (await commitGame((data, ctx) => admitInGame(data, accountId, leagueId, playerId, admission, ctx.nowMs))).ok;
}

/** The organiser's own bet in a league run here, collected at once (its player admitted: their browser is its own witness). */
export async function collectOwnBet(position: Position): Promise<void> {
  const accountId = sessionAccountId();
  if (accountId === null) return;
  await commitGame((data, ctx) => ({ ok: true as const, data: collectOwnBetIn(data, accountId, position, ctx.nowMs) }));
}

/** The organiser's own cash-out in a league run here, collected at once (in a commit of its own, like the bet). */
export async function collectOwnCashOut(position: Position, cashOut: CashOut): Promise<void> {
  const accountId = sessionAccountId();
  if (accountId === null) return;
  await commitGame((data, ctx) => ({ ok: true as const, data: collectOwnCashOutIn(data, accountId, position, cashOut, ctx.nowMs) }));
}
