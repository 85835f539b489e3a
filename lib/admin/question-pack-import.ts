// Adds a pack's questions to the catalogue. Invariants: an existing market is never changed,
// moved or removed (a pack id already in the catalogue is skipped, never overwritten); a question
// the Create Prediction form would refuse, one that has ended, or an id repeated in the pack is
// skipped with its reason, as is one whose text an unresolved question already asks (in the
// catalogue or earlier in the pack); an added market starts fresh, so importing the same pack again adds none.

import type { GameData } from '../model/game';
import { validateMarketDraft, type DraftProblem } from '../market/market-draft';
import { unbetMarket } from '../market/markets';
import type { Market } from '../model/market';
import type { PackEntry, PackEntryProblem, ParsedPack } from './question-pack-file';
import { DUPLICATE_QUESTION, questionKey, unresolvedQuestionKeys } from '../market/question-text';

export type SkipReason = 'exists' | 'ended' | 'duplicate-in-pack' | 'asked-already' | 'invalid';

export interface SkippedQuestion {
  /** Where it stood in the pack, from 1, for entries too broken to have an id or question. */
  position: number;
  id: string | null;
  question: string | null;
  reason: SkipReason;
  /** What was wrong with an invalid entry (as the form would have said), or which rule refused it. */
  problem?: PackEntryProblem | DraftProblem;
}

export interface PackImport {
  ok: true;
  data: GameData;
  added: Market[];
  skipped: SkippedQuestion[];
}

type EntryOutcome = { market: Market } | { reason: SkipReason; problem?: PackEntryProblem | DraftProblem };

interface Seen {
  ids: Set<string>;
  /** Question keys of every unresolved market, and of each question added so far. */
  questions: Set<string>;
}

function admit(entry: PackEntry, existing: ReadonlySet<string>, seen: Seen, nowMs: number): EntryOutcome {
  if (!entry.ok) return { reason: 'invalid', problem: entry.problem };
  const { id, question, category, endTime, description, image } = entry.market;
  if (seen.ids.has(id)) return { reason: 'duplicate-in-pack' };
  seen.ids.add(id);
  if (existing.has(id)) return { reason: 'exists' };
  if (Date.parse(endTime) <= nowMs) return { reason: 'ended' };
  const checked = validateMarketDraft({ question, category, endTime, description: description ?? '' }, nowMs);
  if (!checked.ok) return { reason: 'invalid', problem: Object.values(checked.errors)[0] };
  const key = questionKey(checked.value.question);
  if (seen.questions.has(key)) return { reason: 'asked-already', problem: DUPLICATE_QUESTION };
  seen.questions.add(key);
  const market = unbetMarket({ id, ...checked.value, ...(image ? { image } : {}) }, nowMs);
  return { market };
}

/** The pack's new questions join the front of the catalogue, in pack order; nothing else changes. */
export function importPack(data: GameData, pack: ParsedPack, nowMs: number): PackImport {
  const existing = new Set(data.markets.map((market) => market.id));
  const seen: Seen = { ids: new Set(), questions: unresolvedQuestionKeys(data.markets) };
  const added: Market[] = [];
  const skipped: SkippedQuestion[] = [];
  pack.entries.forEach((entry, index) => {
    const outcome = admit(entry, existing, seen, nowMs);
    if ('market' in outcome) {
      added.push(outcome.market);
      return;
    }
    const named = entry.ok ? { id: entry.market.id, question: entry.market.question } : { id: entry.id, question: entry.question };
    skipped.push({ position: index + 1, ...named, reason: outcome.reason, ...(outcome.problem ? { problem: outcome.problem } : {}) });
  });
  // Unchanged data stays the same object, so a pack that adds nothing writes nothing new.
  return { ok: true, data: added.length === 0 ? data : { ...data, markets: [...added, ...data.markets] }, added, skipped };
}
