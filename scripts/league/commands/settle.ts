// resolve and void: a question's final outcome. The library refuses an unknown id or a question
// already settled; a wrong outcome word is bad usage. resolve --from settles a whole file (resolve-from.ts).

import { appendOutcome, describeLog } from '../../../lib/league/league-log';
import { logRefusalText } from '../../../lib/league/league-words';
import { readArgs } from '../args';
import { badUsage, EXIT, refusal, report, type CliContext, type ExitCode } from '../cli-context';
import { questionText } from '../league-text';
import { openForChange, PUBLISH_HINT, saveLog } from '../operator-log';
import { asksForFile } from '../season-file';
import { resolveFromCommand } from './resolve-from';

async function settle(ctx: CliContext, questionId: string, outcome: 'YES' | 'NO' | 'VOID'): Promise<ExitCode> {
  const opened = await openForChange(ctx.root);
  if (!opened.ok) return report(ctx, opened);
  const settled = await appendOutcome(opened.league.log, questionId, outcome, ctx.nowMs);
  if (!settled.ok) return report(ctx, refusal(logRefusalText(settled), settled.reason === 'unknown-question' ? 'See the ids with `npm run league -- list`.' : undefined));
  saveLog(ctx.root, opened.league.file, settled.log);
  const question = describeLog(settled.log.events).questions.find((candidate) => candidate.id === questionId);
  const text = question ? questionText(question) : '';
  ctx.out(outcome === 'VOID' ? `Voided ${questionId}: ${text}; every stake is refunded.` : `Resolved ${questionId} ${outcome}: ${text}`);
  ctx.out(PUBLISH_HINT);
  return EXIT.done;
}

export async function resolveCommand(ctx: CliContext, argv: readonly string[]): Promise<ExitCode> {
  if (asksForFile(argv)) return resolveFromCommand(ctx, argv);
  const parsed = readArgs('resolve', argv, { positionals: ['ID', 'YES|NO'] });
  if (!parsed.ok) return report(ctx, parsed);
  const [questionId = '', word = ''] = parsed.args.positionals;
  const outcome = word.toUpperCase();
  if (outcome !== 'YES' && outcome !== 'NO') {
    return report(ctx, badUsage(`resolve takes YES or NO, not '${word}' (to refund every stake, use void ${questionId}).`));
  }
  return settle(ctx, questionId, outcome);
}

export async function voidCommand(ctx: CliContext, argv: readonly string[]): Promise<ExitCode> {
  const parsed = readArgs('void', argv, { positionals: ['ID'] });
  if (!parsed.ok) return report(ctx, parsed);
  return settle(ctx, parsed.args.positionals[0] ?? '', 'VOID');
}
