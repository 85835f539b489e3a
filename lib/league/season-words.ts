// What a season file's problems say, for the command line and the organiser's screen alike: a
// file's problem as one sentence, a row's as 'Row 3, question: …' (rows numbered as a spreadsheet
// shows them). The question checks speak in the admin form's own words.

import { formatCount } from '../display/format';
import { say, type Words } from '../display/words';
import { leagues_season_category, leagues_season_column_missing, leagues_season_column_repeated, leagues_season_column_unknown, leagues_season_ends_needs_time, leagues_season_ends_unreadable, leagues_season_extra_cells, leagues_season_id_missing, leagues_season_no_header, leagues_season_no_results, leagues_season_no_rows, leagues_season_not_utf8, leagues_season_nothing_added, leagues_season_questions_added, leagues_season_quote, leagues_season_repeated_id, leagues_season_repeated_question, leagues_season_result_unknown, leagues_season_row, leagues_season_row_column, leagues_season_too_large, leagues_season_too_many_rows } from '../i18n/paraglide/messages';
import { CATEGORIES } from '../market/categories';
import { draftProblemText } from '../market/draft-words';
import { logRefusalText } from './league-words';
import type { SeasonProblem } from './season-csv';

const MEGABYTE = 1_000_000;

/** 'Row 3, ends: …', or 'Row 3: …' for a problem about the whole row (column names are the file's own). */
const at = (row: number, column: string | undefined, text: string) =>
  column ? leagues_season_row_column({ row: formatCount(row), column, text }) : leagues_season_row({ row: formatCount(row), text });

const SEASON_WORDS = {
  'file-too-large': ({ maxBytes }) => leagues_season_too_large({ mb: formatCount(maxBytes / MEGABYTE) }),
  'not-utf8': () => leagues_season_not_utf8(),
  'quote-not-closed': ({ row }) => at(row, undefined, leagues_season_quote()),
  'no-header': () => leagues_season_no_header(),
  'column-missing': ({ column, columns }) => leagues_season_column_missing({ column, columns: columns.join(', ') }),
  'column-unknown': ({ name, columns }) => leagues_season_column_unknown({ name, columns: columns.join(', ') }),
  'column-repeated': ({ column }) => leagues_season_column_repeated({ column }),
  'no-rows': () => leagues_season_no_rows(),
  'too-many-rows': ({ max, rows }) => leagues_season_too_many_rows({ rows: formatCount(rows), max: formatCount(max) }),
  draft: ({ row, column, problem }) =>
    at(row, column, problem.reason === 'category-unknown' ? leagues_season_category({ categories: CATEGORIES.join(', ') }) : draftProblemText(problem)),
  'ends-unreadable': ({ row, text }) => at(row, 'ends', leagues_season_ends_unreadable({ text })),
  'ends-needs-time': ({ row, text }) => at(row, 'ends', leagues_season_ends_needs_time({ text })),
  'repeated-in-file': ({ row, column, firstRow }) =>
    at(row, column, column === 'id' ? leagues_season_repeated_id({ firstRow: formatCount(firstRow) }) : leagues_season_repeated_question({ firstRow: formatCount(firstRow) })),
  'cell-outside-columns': ({ row }) => at(row, undefined, leagues_season_extra_cells()),
  'id-missing': ({ row }) => at(row, 'id', leagues_season_id_missing()),
  'result-unknown': ({ row, text }) => at(row, 'result', leagues_season_result_unknown({ text })),
  outcome: ({ row, refusal }) => at(row, 'id', logRefusalText(refusal)),
} satisfies Words<SeasonProblem>;

export function seasonProblemText(problem: SeasonProblem): string {
  return say(SEASON_WORDS, problem);
}

/** What the command line and the screen say before the list of problems. */
export function seasonRefusedText(problems: number, what: 'questions' | 'results'): string {
  const input = { count: problems, shown: formatCount(problems) };
  return what === 'questions' ? leagues_season_nothing_added(input) : leagues_season_no_results(input);
}

export function questionsAddedText(count: number): string {
  return leagues_season_questions_added({ count, shown: formatCount(count) });
}
