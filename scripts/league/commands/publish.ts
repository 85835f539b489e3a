// publish: signs the whole league (seq 1 to the latest) into public/league/feed.json, so a fresh
// visitor can start the league from the one file. The feed is checked as a visitor would check it
// before it replaces the old one.

import { feedFileText } from '../../../lib/league/feed-file';
import { signUpdate } from '../../../lib/league/sign-update';
import { formatCount, pluralize } from '../../../lib/display/format';
import { readArgs } from '../args';
import { EXIT, refusal, report, type CliContext, type ExitCode } from '../cli-context';
import { checkFeedText } from '../feed-check';
import { FEED_FILE, writeFilesAtomically } from '../league-files';
import { openForChange } from '../operator-log';

export async function publishCommand(ctx: CliContext, argv: readonly string[]): Promise<ExitCode> {
  const parsed = readArgs('publish', argv, {});
  if (!parsed.ok) return report(ctx, parsed);
  const opened = await openForChange(ctx.root);
  if (!opened.ok) return report(ctx, opened);
  const { file, log } = opened.league;
  const text = feedFileText(await signUpdate(opened.keys, log, 1, { compress: true }));
  const check = await checkFeedText(text, file);
  if (!check.ok) return report(ctx, refusal(`The signed feed failed its own check, so it was not written. ${check.message}`));
  writeFilesAtomically(ctx.root, [{ file: FEED_FILE, text }]);
  const size = Buffer.byteLength(text, 'utf8');
  ctx.out(`Published ${pluralize(log.events.length, 'event')} of "${check.update.name}" to ${FEED_FILE} (${formatCount(size)} bytes).`);
  ctx.out('Commit data/league and public/league, then build and deploy.');
  return EXIT.done;
}
