// resolve --from FILE.csv: many results at once (columns id and result: YES, NO or VOID), every
// row checked before any question is settled: an unknown id or a question already final refuses the file.

import { appendOutcomes } from '../../../lib/league/league-log';
import { appendedOutcomeProblems, readSeasonResults } from '../../../lib/league/season-csv';
import { formatCount, pluralize } from '../../../lib/display/format';
import { readArgs } from '../args';
import { EXIT, report, type CliContext, type ExitCode } from '../cli-context';
import { openForChange, PUBLISH_HINT, saveLog } from '../operator-log';
import { readSeasonFile, reportProblems, reportRead } from '../season-file';

export async function resolveFromCommand(ctx: CliContext, argv: readonly string[]): Promise<ExitCode> {
  const parsed = readArgs('resolve', argv, { options: ['from'], required: ['from'] });
  if (!parsed.ok) return report(ctx, parsed);
  const from = parsed.args.values.from ?? '';
  const opened = await openForChange(ctx.root);
  if (!opened.ok) return report(ctx, opened);
  const file = readSeasonFile(ctx, from);
  if (!file.ok) return reportRead(ctx, from, file, 'results');
  const read = readSeasonResults(file.text);
  if (!read.ok) return reportProblems(ctx, file.path, read.problems, 'results');
  const settled = await appendOutcomes(opened.league.log, read.rows, ctx.nowMs);
  if (!settled.ok) return reportProblems(ctx, file.path, appendedOutcomeProblems(read.rows, settled), 'results');
  saveLog(ctx.root, opened.league.file, settled.log);
  const count = (outcome: string) => formatCount(read.rows.filter((row) => row.outcome === outcome).length);
  ctx.out(`Settled ${pluralize(read.rows.length, 'question')} from ${file.path}: ${count('YES')} YES, ${count('NO')} NO, ${count('VOID')} void (every stake refunded).`);
  ctx.out(PUBLISH_HINT);
  return EXIT.done;
}
