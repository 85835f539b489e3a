// add: a new question, checked by the same rules and with the same messages as the admin's
// Create Prediction form; each message is printed against the option it is about. With --from,
// a whole file of them (add-from.ts).

import { appendQuestion } from '../../../lib/league/league-log';
import { CATEGORIES } from '../../../lib/market/categories';
import type { DraftField } from '../../../lib/market/market-draft';
import { draftErrorsText } from '../../../lib/market/draft-words';
import { categoryNamed } from '../../../lib/league/season-csv';
import { readArgs } from '../args';
import { EXIT, HELP_HINT, report, type CliContext, type ExitCode } from '../cli-context';
import { questionText } from '../league-text';
import { openForChange, PUBLISH_HINT, saveLog } from '../operator-log';
import { asksForFile } from '../season-file';
import { addFromCommand } from './add-from';

const OPTION_OF: Record<DraftField, string> = { question: 'question', category: 'category', endTime: 'ends', description: 'description' };

export async function addCommand(ctx: CliContext, argv: readonly string[]): Promise<ExitCode> {
  if (asksForFile(argv)) return addFromCommand(ctx, argv);
  const parsed = readArgs('add', argv, { options: ['question', 'category', 'ends', 'description'], required: ['question', 'category', 'ends'] });
  if (!parsed.ok) return report(ctx, parsed);
  const opened = await openForChange(ctx.root);
  if (!opened.ok) return report(ctx, opened);
  const { values } = parsed.args;
  const draft = {
    question: values.question ?? '',
    category: categoryNamed(values.category ?? ''),
    endTime: values.ends ?? '',
    description: values.description ?? '',
  };
  const added = await appendQuestion(opened.league.log, draft, ctx.nowMs);
  if (!added.ok) {
    for (const [field, message] of Object.entries(draftErrorsText(added.errors)) as [DraftField, string][]) ctx.err(`Error: --${OPTION_OF[field]}: ${message}`);
    if (added.errors.category) ctx.err(`The categories: ${CATEGORIES.join(', ')}.`);
    ctx.err(HELP_HINT);
    return EXIT.usage;
  }
  saveLog(ctx.root, opened.league.file, added.log);
  const event = added.log.events.at(-1);
  const shown = event?.type === 'question-added' ? event : { question: draft.question, category: draft.category, endTime: draft.endTime };
  ctx.out(`Added question ${added.questionId}: ${questionText(shown)}`);
  ctx.out(PUBLISH_HINT);
  return EXIT.done;
}
