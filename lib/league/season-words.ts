// What a season file's problems say, for the command line and the organiser's screen alike: a
// file's problem as one sentence, a row's as 'Row 3, question: …' (rows numbered as a spreadsheet
// shows them). The question checks speak in the admin form's own words.

import { formatCount, pluralize } from '../display/format';
import { say, type Words } from '../display/words';
import { CATEGORIES } from '../market/categories';
import { draftProblemText } from '../market/draft-words';
import { logRefusalText } from './league-words';
import type { SeasonProblem } from './season-csv';

const MEGABYTE = 1_000_000;

/** 'Row 3, ends', or 'Row 3' for a problem about the whole row. */
const at = (row: number, column?: string) => `Row ${formatCount(row)}${column ? `, ${column}` : ''}: `;

const SEASON_WORDS = {
  'file-too-large': ({ maxBytes }) => `The file is larger than ${formatCount(maxBytes / MEGABYTE)} MB. Split the season into smaller files.`,
  'not-utf8': () => 'The file is not UTF-8 text. Save it as "CSV UTF-8" and try again.',
  'quote-not-closed': ({ row }) => `${at(row)}a quoted cell is never closed: a quote mark (") is missing.`,
  'no-header': () => 'The file is empty: it needs a header row naming its columns.',
  'column-missing': ({ column, columns }) => `The header row has no "${column}" column. The columns: ${columns.join(', ')}.`,
  'column-unknown': ({ name, columns }) => `The header row names a column "${name}" that is not read. The columns: ${columns.join(', ')}.`,
  'column-repeated': ({ column }) => `The header row names the "${column}" column twice.`,
  'no-rows': () => 'The file has a header row but no rows below it.',
  'too-many-rows': ({ max, rows }) => `The file has ${formatCount(rows)} rows; at most ${formatCount(max)} are read at once. Split it into smaller files.`,
  draft: ({ row, column, problem }) =>
    `${at(row, column)}${problem.reason === 'category-unknown' ? `Use one of ${CATEGORIES.join(', ')}.` : draftProblemText(problem)}`,
  'ends-unreadable': ({ row, text }) =>
    `${at(row, 'ends')}"${text}" is not a date and time. Write it like 2027-04-05 19:30 (India time) or 2027-04-05T14:00Z.`,
  'ends-needs-time': ({ row, text }) => `${at(row, 'ends')}"${text}" has no time of day. Add one, like ${text} 19:30 (India time).`,
  'repeated-in-file': ({ row, column, firstRow }) =>
    `${at(row, column)}row ${formatCount(firstRow)} already has this ${column === 'id' ? 'question id' : 'question'}.`,
  'cell-outside-columns': ({ row }) => `${at(row)}it has more cells than the header row has columns.`,
  'id-missing': ({ row }) => `${at(row, 'id')}give the question's id, as \`npm run league -- list\` shows it.`,
  'result-unknown': ({ row, text }) => `${at(row, 'result')}"${text}" is not a result. Use YES, NO or VOID.`,
  outcome: ({ row, refusal }) => `${at(row, 'id')}${logRefusalText(refusal)}`,
} satisfies Words<SeasonProblem>;

export function seasonProblemText(problem: SeasonProblem): string {
  return say(SEASON_WORDS, problem);
}

/** What the command line and the screen say before the list of problems. */
export function seasonRefusedText(problems: number, what: 'questions' | 'results'): string {
  return `Nothing was ${what === 'questions' ? 'added' : 'settled'}: fix ${problems === 1 ? 'this problem' : `these ${pluralize(problems, 'problem')}`} in the file and try again.`;
}

export function questionsAddedText(count: number): string {
  return `${pluralize(count, 'question')} added.`;
}
