// publish: signs the whole league (seq 1 to the latest, or a checkpoint and the latest events when
// that would be too large) into public/league/feed.json, so a fresh
// visitor can start the league from the one file, with the snapshot of the picks collected in
// data/league/picks.json (the counted crowd, the standings, each player's judged picks) at the
// signing time, so every visitor's browser counts or refunds their bets as the league did. The
// feed is checked as a visitor would check it before it replaces the old one.

import { feedFileText } from '../../../lib/league/feed-file';
import { wholeLeagueStart } from '../../../lib/league/checkpoint';
import { snapshotFor } from '../../../lib/league/organiser/snapshot-for';
import { signUpdate, UpdateTooLargeError } from '../../../lib/league/sign-update';
import { formatCount, pluralize } from '../../../lib/display/format';
import { readArgs } from '../args';
import { EXIT, refusal, report, type CliContext, type ExitCode } from '../cli-context';
import { checkFeedText } from '../feed-check';
import { FEED_FILE, writeFilesAtomically } from '../league-files';
import { openForChange } from '../operator-log';
import { readCollected } from '../picks-file';

export async function publishCommand(ctx: CliContext, argv: readonly string[]): Promise<ExitCode> {
  const parsed = readArgs('publish', argv, {});
  if (!parsed.ok) return report(ctx, parsed);
  const opened = await openForChange(ctx.root);
  if (!opened.ok) return report(ctx, opened);
  const held = readCollected(ctx.root);
  if (!held.ok) return report(ctx, held);
  const { file, log } = opened.league;
  // Always carried, empty before any pick: a visitor's browser learns nothing of theirs counted yet rather than paying it.
  const snapshot = snapshotFor(held.collected, log.events, ctx.nowMs);
  // The whole league: from event 1, or from a checkpoint once that would be too large to read.
  const start = wholeLeagueStart(log);
  let bytes: Uint8Array;
  try {
    bytes = await signUpdate(opened.keys, log, start.fromSeq, { compress: true, checkpoint: start.checkpoint, signedAtMs: ctx.nowMs, snapshot });
  } catch (error) {
    if (!(error instanceof UpdateTooLargeError)) throw error;
    return report(
      ctx,
      refusal(
        `The feed would be ${formatCount(error.bytes)} bytes once inflated, over the 1 MB a browser reads, even from a checkpoint: the league has too many open questions.`,
        'Settle or void questions that have ended (`npm run league -- settle` or `resolve --from FILE.csv`), then publish again.',
      ),
    );
  }
  const text = feedFileText(bytes);
  const check = await checkFeedText(text, file);
  if (!check.ok) return report(ctx, refusal(`The signed feed failed its own check, so it was not written. ${check.message}`));
  writeFilesAtomically(ctx.root, [{ file: FEED_FILE, text }]);
  const size = Buffer.byteLength(text, 'utf8');
  const from = check.update.checkpoint ? ` (from a checkpoint at event ${formatCount(check.update.checkpoint.seq)})` : '';
  ctx.out(`Published ${pluralize(log.events.length, 'event')} of "${check.update.name}"${from} to ${FEED_FILE} (${formatCount(size)} bytes).`);
  if (snapshot) ctx.out(`Standings of ${pluralize(snapshot.standings.length, 'admitted player')}, counted picks on ${pluralize(snapshot.crowd.length, 'question')}.`);
  ctx.out('Commit data/league and public/league, then build and deploy.');
  return EXIT.done;
}
