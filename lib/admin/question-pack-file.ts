// Reads a pack file's text. A file that is not a pack at all (not JSON, another format, a newer
// pack version, no questions, too big) is refused whole; inside a pack, each entry is checked on
// its own, so one malformed question is skipped with its reason instead of sinking the rest.

import * as v from 'valibot';
import { CATEGORIES } from '../market/categories';
import { formatCount } from '../display/format';
import { parseJson } from '../json/parse-json';
import { MAX_PACK_BYTES, MAX_PACK_MARKETS, PACK_FORMAT, PACK_TOO_LARGE, PACK_VERSION, type PackMarket } from './question-pack';
import { ID_MAX_LENGTH } from '../model/fields';

export type PackEntry =
  | { ok: true; market: PackMarket }
  | { ok: false; id: string | null; question: string | null; problem: string };

export interface ParsedPack {
  exportedAt: string | null;
  entries: PackEntry[];
}

export type PackFileProblem = 'too-large' | 'not-json' | 'not-a-pack' | 'newer-version' | 'empty' | 'too-many';

export type PackFileResult = { ok: true; pack: ParsedPack } | { ok: false; reason: PackFileProblem; message: string };

// An instant with its zone: a pack travels between browsers, and a zone-less time would end at a
// different moment in each.
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
// Ids go into links (/prediction?id=...); the app's own are base-36 or numbers.
const PACK_ID = new RegExp(`^[\\w-]{1,${ID_MAX_LENGTH}}$`);
// Only this site's own pictures: anything else would load from another origin.
const SITE_IMAGE = /^\/images(\/[\w-]+)+\.(svg|png|jpe?g|webp|avif)$/;

const MISSING: Record<string, string> = {
  id: 'Each question needs an id.',
  question: 'Each question needs its question text.',
  category: 'Each question needs a category.',
  endTime: 'Each question needs an end time.',
};

// A missing field is reported by the object itself, keyed by the field it lacks.
const missingField: v.ErrorMessage<v.ObjectIssue> = (issue) => {
  const key = issue.path?.[0]?.key;
  return (typeof key === 'string' && MISSING[key]) || 'This entry is not a question.';
};

const entrySchema = v.object(
  {
    id: v.pipe(v.string('The id must be text.'), v.regex(PACK_ID, `The id must be 1 to ${ID_MAX_LENGTH} letters, digits, '-' or '_'.`)),
    question: v.string('The question must be text.'),
    category: v.picklist(CATEGORIES, `The category must be one of ${CATEGORIES.join(', ')}.`),
    endTime: v.pipe(
      v.string('The end time must be text.'),
      v.regex(ISO_INSTANT, 'The end time must be a date and time with its zone, like 2026-12-01T18:30:00.000Z.'),
      v.check((value) => !Number.isNaN(Date.parse(value)), 'The end time is not a real date.'),
    ),
    description: v.optional(v.string('The description must be text.')),
    image: v.optional(v.pipe(v.string('The image must be a path.'), v.regex(SITE_IMAGE, "The image must be one of this site's pictures under /images/."))),
  },
  missingField,
);

const packSchema = v.object({
  format: v.literal(PACK_FORMAT),
  version: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  exportedAt: v.optional(v.string()),
  markets: v.array(v.unknown()),
});

const refuse = (reason: PackFileProblem, message: string): PackFileResult => ({ ok: false, reason, message });

function textField(value: unknown, key: string): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' ? field : null;
}

function checkEntry(value: unknown): PackEntry {
  if (Array.isArray(value)) return { ok: false, id: null, question: null, problem: 'This entry is not a question.' };
  const checked = v.safeParse(entrySchema, value);
  if (checked.success) return { ok: true, market: checked.output };
  return { ok: false, id: textField(value, 'id'), question: textField(value, 'question'), problem: checked.issues[0].message };
}

export function parsePack(text: string): PackFileResult {
  if (text.length > MAX_PACK_BYTES) return refuse('too-large', PACK_TOO_LARGE);
  const json = parseJson(text);
  if (!json.ok) return refuse('not-json', 'This file is not a question pack: it is not JSON. Nothing was imported.');
  const pack = v.safeParse(packSchema, json.value);
  if (!pack.success) return refuse('not-a-pack', 'This file is not a PredictoPlay question pack. Nothing was imported.');
  const { version, exportedAt, markets } = pack.output;
  if (version > PACK_VERSION) {
    return refuse('newer-version', `This pack was made by a newer version of PredictoPlay (pack version ${version}). Nothing was imported.`);
  }
  if (markets.length === 0) return refuse('empty', 'This pack has no questions. Nothing was imported.');
  if (markets.length > MAX_PACK_MARKETS) {
    return refuse('too-many', `A pack can hold at most ${formatCount(MAX_PACK_MARKETS)} questions; this one has ${formatCount(markets.length)}. Nothing was imported.`);
  }
  return { ok: true, pack: { exportedAt: exportedAt ?? null, entries: markets.map(checkEntry) } };
}
