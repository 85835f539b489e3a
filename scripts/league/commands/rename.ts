// rename: the league's new name, shown to every follower from the next feed.

import * as v from 'valibot';
import { appendRename, describeLog } from '../../../lib/league/league-log';
import { logRefusalText } from '../../../lib/league/league-words';
import { LEAGUE_NAME_LENGTH, leagueNameSchema } from '../../../lib/model/league';
import { readArgs } from '../args';
import { badUsage, EXIT, refusal, report, type CliContext, type ExitCode } from '../cli-context';
import { openForChange, PUBLISH_HINT, saveLog } from '../operator-log';

export async function renameCommand(ctx: CliContext, argv: readonly string[]): Promise<ExitCode> {
  const parsed = readArgs('rename', argv, { positionals: ['NAME'] });
  if (!parsed.ok) return report(ctx, parsed);
  const name = (parsed.args.positionals[0] ?? '').trim();
  if (!v.is(leagueNameSchema, name)) {
    return report(ctx, badUsage(`The name must have ${LEAGUE_NAME_LENGTH.min} to ${LEAGUE_NAME_LENGTH.max} characters.`));
  }
  const opened = await openForChange(ctx.root);
  if (!opened.ok) return report(ctx, opened);
  const before = describeLog(opened.league.log.events).name;
  const renamed = await appendRename(opened.league.log, name, ctx.nowMs);
  if (!renamed.ok) return report(ctx, refusal(logRefusalText(renamed)));
  saveLog(ctx.root, opened.league.file, renamed.log);
  ctx.out(`Renamed the league from "${before}" to "${name}".`);
  ctx.out(PUBLISH_HINT);
  return EXIT.done;
}
