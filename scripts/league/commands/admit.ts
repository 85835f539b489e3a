// admit PLAYER-CODE and ignore PLAYER-CODE: whether a player's collected picks count. The code is
// the player's fingerprint as picks and list print it (spaces and case do not matter). Admitting
// judges the player's picks at their own arrival times, on questions with no result yet (a result
// freezes its question: admitting after it changes nothing there); ignoring keeps them, uncounted.

import { setAdmission } from '../../../lib/league/picks/collect-picks';
import { readArgs } from '../args';
import { EXIT, refusal, report, type CliContext, type ExitCode } from '../cli-context';
import { writeFilesAtomically } from '../league-files';
import { openForChange, PUBLISH_HINT } from '../operator-log';
import { collectedFile, readCollected, siteOperated, PICKS_FILE } from '../picks-file';
import { ADMISSION_TEXT, playerIdFromCode, playerText } from '../player-text';

async function setPlayer(ctx: CliContext, argv: readonly string[], command: 'admit' | 'ignore'): Promise<ExitCode> {
  const parsed = readArgs(command, argv, { positionals: ['PLAYER-CODE'], repeatLast: true });
  if (!parsed.ok) return report(ctx, parsed);
  const playerId = playerIdFromCode(parsed.args.positionals.join(''));
  const opened = await openForChange(ctx.root);
  if (!opened.ok) return report(ctx, opened);
  const held = readCollected(ctx.root);
  if (!held.ok) return report(ctx, held);
  const player = held.collected.players.find((candidate) => candidate.playerId === playerId);
  if (!player) {
    return report(ctx, refusal(`No player with the code ${parsed.args.positionals.join(' ')} has sent picks here (${PICKS_FILE}).`, 'See the players and their codes with `npm run league -- list`.'));
  }
  const admission = command === 'admit' ? 'admitted' : 'ignored';
  const next = setAdmission(siteOperated(opened.league.log, opened.keys, held.collected), playerId, admission, ctx.nowMs);
  if (player.admission === admission) {
    ctx.out(`${playerText(player)} is already ${ADMISSION_TEXT[admission]}. Nothing changed.`);
    return EXIT.done;
  }
  writeFilesAtomically(ctx.root, [collectedFile({ players: next.players ?? [], picks: next.picks ?? [], cashOuts: next.cashOuts ?? [] })]);
  ctx.out(`${playerText(player)} is now ${ADMISSION_TEXT[admission]}${admission === 'admitted' ? ', each judged at the time it arrived, on questions with no result yet' : ''}.`);
  ctx.out(PUBLISH_HINT);
  return EXIT.done;
}

export function admitCommand(ctx: CliContext, argv: readonly string[]): Promise<ExitCode> {
  return setPlayer(ctx, argv, 'admit');
}

export function ignoreCommand(ctx: CliContext, argv: readonly string[]): Promise<ExitCode> {
  return setPlayer(ctx, argv, 'ignore');
}
