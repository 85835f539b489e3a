// add --from FILE.csv: a season of questions at once (columns question, category, ends,
// description), every row checked by the same rules as add before any is added: all or none.

import { appendQuestions } from '../../../lib/league/league-log';
import { appendedQuestionProblems, readSeasonQuestions } from '../../../lib/league/season-csv';
import { formatCount, pluralize } from '../../../lib/display/format';
import { readArgs } from '../args';
import { badUsage, EXIT, report, type CliContext, type ExitCode } from '../cli-context';
import { openForChange, PUBLISH_HINT, saveLog } from '../operator-log';
import { readSeasonFile, reportProblems, reportRead } from '../season-file';

export async function addFromCommand(ctx: CliContext, argv: readonly string[]): Promise<ExitCode> {
  const parsed = readArgs('add', argv, { options: ['from', 'question', 'category', 'ends', 'description'], required: ['from'] });
  if (!parsed.ok) return report(ctx, parsed);
  const { from = '', ...others } = parsed.args.values;
  if (Object.values(others).some((value) => value !== undefined)) {
    return report(ctx, badUsage('add takes either --from FILE or --question, --category and --ends, not both.'));
  }
  const opened = await openForChange(ctx.root);
  if (!opened.ok) return report(ctx, opened);
  const file = readSeasonFile(ctx, from);
  if (!file.ok) return reportRead(ctx, from, file, 'questions');
  const read = readSeasonQuestions(file.text, ctx.nowMs);
  if (!read.ok) return reportProblems(ctx, file.path, read.problems, 'questions');
  const added = await appendQuestions(opened.league.log, read.rows.map((row) => row.draft), ctx.nowMs);
  // Refused against the league itself: a question one of its open questions already asks.
  if (!added.ok) return reportProblems(ctx, file.path, appendedQuestionProblems(read.rows, added), 'questions');
  saveLog(ctx.root, opened.league.file, added.log);
  const [first, last] = [added.questionIds[0], added.questionIds.at(-1)];
  ctx.out(`Added ${pluralize(added.questionIds.length, 'question')} from ${file.path}${first === last ? `: ${first}` : `: ${first} to ${last}`}.`);
  ctx.out(`The league now has ${formatCount(added.log.events.length)} events.`);
  ctx.out(PUBLISH_HINT);
  return EXIT.done;
}
