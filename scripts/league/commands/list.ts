// list: the league at a glance: its name and fingerprint, then every question with its id (what
// resolve and void take), category, end time and state, then every player who sent picks with
// their code (what admit and ignore take) and how many of their picks count. Needs no key.

import { fingerprintText } from '../../../lib/league/league-id';
import { describeLog } from '../../../lib/league/league-log';
import { coinsText, pluralize } from '../../../lib/display/format';
import { readArgs } from '../args';
import { EXIT, report, type CliContext, type ExitCode } from '../cli-context';
import { utcText } from '../league-text';
import { loadLeague } from '../load-league';
import { readCollected } from '../picks-file';
import { playersText } from '../players-text';

export async function listCommand(ctx: CliContext, argv: readonly string[]): Promise<ExitCode> {
  const parsed = readArgs('list', argv, {});
  if (!parsed.ok) return report(ctx, parsed);
  const loaded = await loadLeague(ctx.root);
  if (!loaded.ok) return report(ctx, loaded);
  const held = readCollected(ctx.root);
  if (!held.ok) return report(ctx, held);
  const { log } = loaded.league;
  const { name, startingCoins, questions } = describeLog(log.events);
  ctx.out(`${name} (id ${log.leagueId}, fingerprint ${fingerprintText(log.leagueId)}): ${coinsText(startingCoins)} to start, ${pluralize(log.events.length, 'event')}, ${pluralize(questions.length, 'question')}.`);
  for (const question of questions) {
    // An open question past its end time is waiting for the operator's resolve or void.
    const state = question.state !== 'open' ? question.state : Date.parse(question.endTime) <= ctx.nowMs ? 'ended, to settle' : 'open';
    ctx.out(`${question.id}  [${state}]  ${question.question}  (${question.category}, ends ${utcText(question.endTime)})`);
  }
  for (const line of playersText(log.events, held.collected)) ctx.out(line);
  return EXIT.done;
}
