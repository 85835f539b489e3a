// verify FILE: checks a feed as a visitor's browser would, and that it is a whole history. Against
// this root's data/league/league.json when there is one (the key the build compiles in); otherwise
// against the key inside the feed, which proves the file is intact but not who made it.

import { resolve } from 'node:path';
import { fingerprintText } from '../../../lib/league/league-id';
import { formatCount, pluralize } from '../../../lib/display/format';
import { readArgs } from '../args';
import { EXIT, refusal, report, type CliContext, type ExitCode } from '../cli-context';
import { checkFeedText } from '../feed-check';
import { fileExists, LEAGUE_FILE, readTextFile } from '../league-files';
import { loadLeagueFile } from '../load-league';

export async function verifyCommand(ctx: CliContext, argv: readonly string[]): Promise<ExitCode> {
  const parsed = readArgs('verify', argv, { positionals: ['FILE'] });
  if (!parsed.ok) return report(ctx, parsed);
  const path = resolve(ctx.cwd, parsed.args.positionals[0] ?? '');
  const read = readTextFile(path, path);
  if (!read.ok) return report(ctx, refusal(read.message));
  const { text } = read;
  const hasLeague = fileExists(ctx.root, LEAGUE_FILE);
  const pinned = hasLeague ? await loadLeagueFile(ctx.root) : null;
  if (pinned && !pinned.ok) return report(ctx, pinned);
  const check = await checkFeedText(text, pinned ? pinned.file : null);
  if (!check.ok) return report(ctx, refusal(`${path}: ${check.message}`));
  const { leagueId, name, events, checkpoint } = check.update;
  const lastSeq = (checkpoint?.seq ?? 0) + events.length;
  const range = checkpoint ? `a checkpoint at event ${formatCount(checkpoint.seq)}, then seqs ${formatCount(checkpoint.seq + 1)} to ${formatCount(lastSeq)}` : `seqs 1 to ${formatCount(lastSeq)}`;
  ctx.out(`${path} verifies: signature, hash chain, and ${range} without gaps.`);
  ctx.out(
    pinned
      ? `Checked against the key in ${LEAGUE_FILE}.`
      : `Checked against the key inside the feed (no ${LEAGUE_FILE} here): compare the fingerprint with the operator's.`,
  );
  ctx.out(`League: ${name}`);
  ctx.out(`Id: ${leagueId}`);
  ctx.out(`Fingerprint: ${fingerprintText(leagueId)}`);
  ctx.out(`Events: ${formatCount(lastSeq)}`);
  if (check.update.signedAt) ctx.out(`Signed at: ${check.update.signedAt}`);
  const { snapshot } = check.update;
  if (snapshot) ctx.out(`Standings: ${pluralize(snapshot.standings.length, 'player')}, counted picks on ${pluralize(snapshot.crowd.length, 'question')}, as of event ${formatCount(snapshot.seq)}.`);
  return EXIT.done;
}
