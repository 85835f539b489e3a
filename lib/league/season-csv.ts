// A season's questions or results from a CSV file, all checked before any is used: a header row
// names the columns (any order, any case), every row below it goes through the same checks as the
// admin's form, and the answer is either every row or every problem with its spreadsheet row
// number (the header is row 1). Blank rows are skipped; a row's cells past the named columns must be empty.

import { CATEGORIES } from '../market/categories';
import { validateMarketDraft, type DraftErrors, type DraftField, type DraftProblem, type MarketDraft } from '../market/market-draft';
import { questionKey } from '../market/question-text';
import { readCsvRecords, type CsvRecord } from './csv-records';
import type { AppendOutcomesResult, AppendQuestionsResult } from './league-log';
import type { AppendOutcomeRefusal } from './league-log';
import { SEASON_FILE_MAX_BYTES, SEASON_MAX_ROWS } from './season-limits';
import { readTypedTime } from './typed-time';

export const QUESTION_COLUMNS = ['question', 'category', 'ends', 'description'] as const;
export const RESULT_COLUMNS = ['id', 'result'] as const;
type QuestionColumn = (typeof QUESTION_COLUMNS)[number];
type ResultColumn = (typeof RESULT_COLUMNS)[number];
export type SeasonColumn = QuestionColumn | ResultColumn;
export type SeasonOutcome = 'YES' | 'NO' | 'VOID';

/** Why a whole file cannot be read. */
export type SeasonFileProblem =
  | { reason: 'file-too-large'; maxBytes: number }
  | { reason: 'not-utf8' }
  | { reason: 'quote-not-closed'; row: number }
  | { reason: 'no-header' }
  | { reason: 'column-missing'; column: SeasonColumn; columns: readonly SeasonColumn[] }
  | { reason: 'column-unknown'; name: string; columns: readonly SeasonColumn[] }
  | { reason: 'column-repeated'; column: SeasonColumn }
  | { reason: 'no-rows' }
  | { reason: 'too-many-rows'; max: number; rows: number };

/** Why one row cannot be used; `row` as a spreadsheet numbers it. */
export type SeasonRowProblem =
  | { reason: 'draft'; row: number; column: QuestionColumn; problem: DraftProblem }
  | { reason: 'ends-unreadable' | 'ends-needs-time'; row: number; text: string }
  | { reason: 'repeated-in-file'; row: number; column: 'question' | 'id'; firstRow: number }
  | { reason: 'cell-outside-columns'; row: number }
  | { reason: 'id-missing'; row: number }
  | { reason: 'result-unknown'; row: number; text: string }
  | { reason: 'outcome'; row: number; refusal: AppendOutcomeRefusal };

export type SeasonProblem = SeasonFileProblem | SeasonRowProblem;

export interface SeasonQuestion {
  row: number;
  /** The end time already read into UTC, the category spelled as the app spells it. */
  draft: MarketDraft;
}

export interface SeasonResult {
  row: number;
  questionId: string;
  outcome: SeasonOutcome;
}

export type SeasonRead<T> = { ok: true; rows: T[] } | { ok: false; problems: SeasonProblem[] };

interface Table<C extends string> {
  rows: { row: number; cells: Record<C, string> }[];
  problems: SeasonRowProblem[];
}

const COLUMN_OF: Record<DraftField, QuestionColumn> = { question: 'question', category: 'category', endTime: 'ends', description: 'description' };

const isBlank = (record: CsvRecord) => record.fields.every((field) => field.trim() === '');

/** The file's rows by column name, or why the file as a whole cannot be read. */
function readTable<C extends SeasonColumn>(text: string, columns: readonly C[], optional: readonly C[]): { ok: true; table: Table<C> } | { ok: false; problems: SeasonProblem[] } {
  // A text longer than the cap in UTF-16 units cannot have come from a file within the cap in bytes.
  if (text.length > SEASON_FILE_MAX_BYTES) return { ok: false, problems: [{ reason: 'file-too-large', maxBytes: SEASON_FILE_MAX_BYTES }] };
  const read = readCsvRecords(text);
  if (!read.ok) return { ok: false, problems: [{ reason: 'quote-not-closed', row: read.row }] };
  const [header, ...records] = read.records.filter((record) => !isBlank(record));
  if (!header) return { ok: false, problems: [{ reason: 'no-header' }] };
  const names = header.fields.map((field) => field.trim().toLowerCase());
  const problems: SeasonFileProblem[] = [];
  names.forEach((name, index) => {
    if (name === '') return;
    if (!(columns as readonly string[]).includes(name)) problems.push({ reason: 'column-unknown', name: header.fields[index]?.trim() ?? name, columns });
    else if (names.indexOf(name) !== index) problems.push({ reason: 'column-repeated', column: name as C });
  });
  for (const column of columns) if (!optional.includes(column) && !names.includes(column)) problems.push({ reason: 'column-missing', column, columns });
  if (records.length === 0 && problems.length === 0) problems.push({ reason: 'no-rows' });
  if (records.length > SEASON_MAX_ROWS) problems.push({ reason: 'too-many-rows', max: SEASON_MAX_ROWS, rows: records.length });
  if (problems.length > 0) return { ok: false, problems };
  const table: Table<C> = { rows: [], problems: [] };
  for (const { row, fields } of records) {
    const cells = Object.fromEntries(columns.map((column) => [column, fields[names.indexOf(column)] ?? ''])) as Record<C, string>;
    if (fields.some((field, index) => field.trim() !== '' && !(columns as readonly string[]).includes(names[index] ?? ''))) {
      table.problems.push({ reason: 'cell-outside-columns', row });
    }
    table.rows.push({ row, cells });
  }
  return { ok: true, table };
}

/** 'sports' reads as 'Sports'; anything else is left for the form's message. */
export function categoryNamed(text: string): string {
  return CATEGORIES.find((category) => category.toLowerCase() === text.trim().toLowerCase()) ?? text.trim();
}

function questionRowProblems(row: number, cells: Record<QuestionColumn, string>, nowMs: number): { draft: MarketDraft; problems: SeasonRowProblem[] } {
  const problems: SeasonRowProblem[] = [];
  const ends = cells.ends.trim();
  const time = ends === '' ? null : readTypedTime(ends);
  if (time && !time.ok) problems.push({ reason: time.reason === 'date-only' ? 'ends-needs-time' : 'ends-unreadable', row, text: ends });
  const draft: MarketDraft = {
    question: cells.question.trim(),
    category: categoryNamed(cells.category),
    endTime: time?.ok ? new Date(time.ms).toISOString() : '',
    description: cells.description.trim(),
  };
  const checked = validateMarketDraft(draft, nowMs);
  // An end time that could not be read is said once, in its own words.
  const errors = !checked.ok && time && !time.ok ? { ...checked.errors, endTime: undefined } : checked.ok ? {} : checked.errors;
  problems.push(...draftRowProblems(row, errors));
  return { draft, problems };
}

/** The question checks' reasons for one row, each against its column. */
export function draftRowProblems(row: number, errors: DraftErrors): SeasonRowProblem[] {
  const fields = Object.entries(errors) as [DraftField, DraftProblem | undefined][];
  return fields.flatMap(([field, problem]) => (problem ? [{ reason: 'draft' as const, row, column: COLUMN_OF[field], problem }] : []));
}

/** Rows whose `key` repeats an earlier row's, each naming the first. */
function repeatedRows<T extends { row: number }>(rows: readonly T[], key: (row: T) => string, column: 'question' | 'id'): SeasonRowProblem[] {
  const first = new Map<string, number>();
  const problems: SeasonRowProblem[] = [];
  for (const item of rows) {
    const value = key(item);
    if (value === '') continue;
    const earlier = first.get(value);
    if (earlier === undefined) first.set(value, item.row);
    else problems.push({ reason: 'repeated-in-file', row: item.row, column, firstRow: earlier });
  }
  return problems;
}

const COLUMN_ORDER: readonly SeasonColumn[] = [...QUESTION_COLUMNS, ...RESULT_COLUMNS];

/** The column a row's problem is about, or null for the row as a whole. */
function columnOf(problem: SeasonRowProblem): SeasonColumn | null {
  switch (problem.reason) {
    case 'draft':
    case 'repeated-in-file':
      return problem.column;
    case 'ends-unreadable':
    case 'ends-needs-time':
      return 'ends';
    case 'result-unknown':
      return 'result';
    case 'cell-outside-columns':
      return null;
    default:
      return 'id';
  }
}

/** Row by row, and within a row as its columns run (the row as a whole first). */
const byRow = (a: SeasonRowProblem, b: SeasonRowProblem) => {
  const rank = (problem: SeasonRowProblem) => COLUMN_ORDER.indexOf(columnOf(problem) ?? 'question') - (columnOf(problem) === null ? 1 : 0);
  return a.row - b.row || rank(a) - rank(b);
};

/** Columns question, category, ends and description (optional); `ends` without an offset is India time. */
export function readSeasonQuestions(text: string, nowMs: number): SeasonRead<SeasonQuestion> {
  const read = readTable(text, QUESTION_COLUMNS, ['description']);
  if (!read.ok) return read;
  const rows = read.table.rows.map(({ row, cells }) => ({ row, ...questionRowProblems(row, cells, nowMs) }));
  // As the form says it: a question is said to repeat another only once nothing else is wrong with its text.
  const asking = rows.filter((item) => !item.problems.some((problem) => columnOf(problem) === 'question'));
  const problems = [...read.table.problems, ...rows.flatMap((item) => item.problems), ...repeatedRows(asking, (item) => questionKey(item.draft.question), 'question')];
  if (problems.length > 0) return { ok: false, problems: problems.sort(byRow) };
  return { ok: true, rows: rows.map(({ row, draft }) => ({ row, draft })) };
}

/** Columns id (as `list` prints it) and result: YES, NO or VOID, in any case. */
export function readSeasonResults(text: string): SeasonRead<SeasonResult> {
  const read = readTable(text, RESULT_COLUMNS, []);
  if (!read.ok) return read;
  const problems: SeasonRowProblem[] = [...read.table.problems];
  const rows: SeasonResult[] = [];
  for (const { row, cells } of read.table.rows) {
    const questionId = cells.id.trim();
    const outcome = cells.result.trim().toUpperCase();
    if (questionId === '') problems.push({ reason: 'id-missing', row });
    if (outcome !== 'YES' && outcome !== 'NO' && outcome !== 'VOID') problems.push({ reason: 'result-unknown', row, text: cells.result.trim() });
    else rows.push({ row, questionId, outcome });
  }
  problems.push(...repeatedRows(rows, (item) => item.questionId, 'id'));
  if (problems.length > 0) return { ok: false, problems: problems.sort(byRow) };
  return { ok: true, rows };
}

/** appendQuestions' refusals (against the league's own questions) by the rows they came from. */
export function appendedQuestionProblems(rows: readonly SeasonQuestion[], refused: Extract<AppendQuestionsResult, { ok: false }>): SeasonRowProblem[] {
  return refused.errors.flatMap(({ index, errors }) => draftRowProblems(rows[index]?.row ?? 0, errors));
}

/** appendOutcomes' refusals (an unknown id, a question already final) by the rows they came from. */
export function appendedOutcomeProblems(rows: readonly SeasonResult[], refused: Extract<AppendOutcomesResult, { ok: false }>): SeasonRowProblem[] {
  return refused.refusals.map(({ index, refusal }) => ({ reason: 'outcome', row: rows[index]?.row ?? 0, refusal }));
}

/** A file's bytes as text: UTF-8, with or without a byte-order mark; anything else is refused. */
export function seasonFileText(bytes: Uint8Array): { ok: true; text: string } | { ok: false; problems: SeasonProblem[] } {
  if (bytes.byteLength > SEASON_FILE_MAX_BYTES) return { ok: false, problems: [{ reason: 'file-too-large', maxBytes: SEASON_FILE_MAX_BYTES }] };
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes) };
  } catch {
    return { ok: false, problems: [{ reason: 'not-utf8' }] };
  }
}
