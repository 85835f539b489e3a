// Reads a pack file's text. A file that is not a pack at all (not JSON, another format, a newer
// pack version, no questions, too big) is refused whole; inside a pack, each entry is checked on
// its own, so one malformed question is skipped with its reason instead of sinking the rest.
// Refusals and problems are reasons with their data; pack-words.ts says them.

import * as v from 'valibot';
import { CATEGORIES } from '../market/categories';
import { parseJson } from '../json/parse-json';
import { MAX_PACK_BYTES, MAX_PACK_MARKETS, PACK_FORMAT, PACK_VERSION, type PackMarket } from './question-pack';
import { ID_MAX_LENGTH } from '../model/fields';
import { SITE_IMAGE_PATH } from '../model/market-image';

/** What can be wrong with one entry of a pack, each kind its own reason. */
type PlainEntryReason =
  | 'not-a-question'
  | 'id-missing-in-pack'
  | 'question-missing-in-pack'
  | 'category-missing-in-pack'
  | 'end-time-missing-in-pack'
  | 'id-not-text'
  | 'question-not-text'
  | 'end-time-not-text'
  | 'end-time-without-zone'
  | 'end-time-not-a-date'
  | 'description-not-text'
  | 'image-not-text'
  | 'image-not-on-site';

export type PackEntryProblem =
  | { [K in PlainEntryReason]: { reason: K } }[PlainEntryReason]
  | { reason: 'id-malformed'; maxLength: number }
  | { reason: 'category-not-listed'; categories: readonly string[] };

type EntryReason = PackEntryProblem['reason'];

export type PackEntry =
  | { ok: true; market: PackMarket }
  | { ok: false; id: string | null; question: string | null; problem: PackEntryProblem };

export interface ParsedPack {
  exportedAt: string | null;
  entries: PackEntry[];
}

type PlainFileReason = 'too-large' | 'not-json' | 'not-a-pack' | 'empty';

export type PackFileProblem =
  | { [K in PlainFileReason]: { reason: K } }[PlainFileReason]
  | { reason: 'newer-version'; version: number }
  | { reason: 'too-many'; max: number; count: number };

export type PackFileResult = { ok: true; pack: ParsedPack } | ({ ok: false } & PackFileProblem);

// An instant with its zone: a pack travels between browsers, and a zone-less time would end at a
// different moment in each.
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
// Ids go into links (/prediction?id=...); the app's own are base-36 or numbers.
const PACK_ID = new RegExp(`^[\\w-]{1,${ID_MAX_LENGTH}}$`);

const MISSING: Record<string, EntryReason> = {
  id: 'id-missing-in-pack',
  question: 'question-missing-in-pack',
  category: 'category-missing-in-pack',
  endTime: 'end-time-missing-in-pack',
};

// Each check's message is its reason kind; problemOf adds the data its words need.
const missingField: v.ErrorMessage<v.ObjectIssue> = (issue) => {
  const key = issue.path?.[0]?.key;
  return (typeof key === 'string' && MISSING[key]) || 'not-a-question';
};

function problemOf(reason: EntryReason): PackEntryProblem {
  if (reason === 'id-malformed') return { reason, maxLength: ID_MAX_LENGTH };
  if (reason === 'category-not-listed') return { reason, categories: CATEGORIES };
  return { reason };
}

const is = (reason: EntryReason) => reason;

const entrySchema = v.object(
  {
    id: v.pipe(v.string(is('id-not-text')), v.regex(PACK_ID, is('id-malformed'))),
    question: v.string(is('question-not-text')),
    category: v.picklist(CATEGORIES, is('category-not-listed')),
    endTime: v.pipe(
      v.string(is('end-time-not-text')),
      v.regex(ISO_INSTANT, is('end-time-without-zone')),
      v.check((value) => !Number.isNaN(Date.parse(value)), is('end-time-not-a-date')),
    ),
    description: v.optional(v.string(is('description-not-text'))),
    image: v.optional(v.pipe(v.string(is('image-not-text')), v.regex(SITE_IMAGE_PATH, is('image-not-on-site')))),
  },
  missingField,
);

const packSchema = v.object({
  format: v.literal(PACK_FORMAT),
  version: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  exportedAt: v.optional(v.string()),
  markets: v.array(v.unknown()),
});

const refuse = (problem: PackFileProblem): PackFileResult => ({ ok: false, ...problem });

function textField(value: unknown, key: string): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' ? field : null;
}

function checkEntry(value: unknown): PackEntry {
  if (Array.isArray(value)) return { ok: false, id: null, question: null, problem: { reason: 'not-a-question' } };
  const checked = v.safeParse(entrySchema, value);
  if (checked.success) return { ok: true, market: checked.output };
  return { ok: false, id: textField(value, 'id'), question: textField(value, 'question'), problem: problemOf(checked.issues[0].message as EntryReason) };
}

export function parsePack(text: string): PackFileResult {
  if (text.length > MAX_PACK_BYTES) return refuse({ reason: 'too-large' });
  const json = parseJson(text);
  if (!json.ok) return refuse({ reason: 'not-json' });
  const pack = v.safeParse(packSchema, json.value);
  if (!pack.success) return refuse({ reason: 'not-a-pack' });
  const { version, exportedAt, markets } = pack.output;
  if (version > PACK_VERSION) return refuse({ reason: 'newer-version', version });
  if (markets.length === 0) return refuse({ reason: 'empty' });
  if (markets.length > MAX_PACK_MARKETS) return refuse({ reason: 'too-many', max: MAX_PACK_MARKETS, count: markets.length });
  return { ok: true, pack: { exportedAt: exportedAt ?? null, entries: markets.map(checkEntry) } };
}
