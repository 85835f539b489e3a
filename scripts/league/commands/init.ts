// init: a new league. The key pair goes to league.key.json (owner-only), the public part and the
// first event to data/league/. Refused when any of them exists: a second init would start a
// different league and orphan every player of the first.

import * as v from 'valibot';
import { generateLeagueKeys } from '../../../lib/league/keys';
import { fingerprintText } from '../../../lib/league/league-id';
import { leagueNameProblem, startLeagueLog } from '../../../lib/league/league-log';
import { leagueSetupText } from '../../../lib/league/league-words';
import { PAYOUT_RULE_LABEL, PAYOUT_RULE_TEXT } from '../../../lib/league/screen-words';
import { coinsText } from '../../../lib/display/format';
import { LEAGUE_NAME_LENGTH, leagueNameSchema, STARTING_COINS, startingCoinsSchema } from '../../../lib/model/league';
import { readArgs } from '../args';
import { badUsage, EXIT, refusal, report, type CliContext, type ExitCode } from '../cli-context';
import { EVENTS_FILE, fileExists, jsonText, KEY_FILE, LEAGUE_FILE, writeFilesAtomically } from '../league-files';
import { leagueFiles } from '../operator-log';

export async function initCommand(ctx: CliContext, argv: readonly string[]): Promise<ExitCode> {
  const parsed = readArgs('init', argv, { options: ['name', 'coins'], flags: ['pool'], required: ['name'] });
  if (!parsed.ok) return report(ctx, parsed);
  const name = (parsed.args.values.name ?? '').trim();
  if (!v.is(leagueNameSchema, name)) {
    return report(ctx, badUsage(`--name must have ${LEAGUE_NAME_LENGTH.min} to ${LEAGUE_NAME_LENGTH.max} characters.`));
  }
  const nameProblem = leagueNameProblem(name);
  if (nameProblem) return report(ctx, badUsage(leagueSetupText(nameProblem)));
  const coinsArg = parsed.args.values.coins;
  const coins = coinsArg === undefined ? STARTING_COINS.default : Number(coinsArg.replaceAll(',', '').replaceAll('_', ''));
  if (!v.is(startingCoinsSchema, coins)) {
    return report(ctx, badUsage(`--coins must be a whole number from ${coinsText(STARTING_COINS.min)} to ${coinsText(STARTING_COINS.max)}.`));
  }
  const existing = [LEAGUE_FILE, EVENTS_FILE, KEY_FILE].filter((file) => fileExists(ctx.root, file));
  if (existing.length > 0) {
    return report(
      ctx,
      refusal(`A league already exists here (${existing.join(', ')}); init would start another and leave its players behind.`, 'Use add, resolve, void and rename to run it.'),
    );
  }

  const keys = await generateLeagueKeys();
  const payout = parsed.args.flags.pool ? 'pool' : 'fixed';
  const log = await startLeagueLog(keys.publicKey, name, coins, ctx.nowMs, payout);
  const file = { format: 'predictoplay-league' as const, version: 1 as const, leagueId: log.leagueId, publicKey: keys.publicKey, name };
  writeFilesAtomically(ctx.root, [
    { file: KEY_FILE, text: jsonText({ leagueId: log.leagueId, publicKey: keys.publicKey, privateJwk: keys.privateJwk }), mode: 0o600 },
    ...leagueFiles(file, log),
  ]);
  ctx.out(`Started league "${name}" (id ${log.leagueId}, fingerprint ${fingerprintText(log.leagueId)}), ${coinsText(coins)} for each player. ${PAYOUT_RULE_LABEL}: ${PAYOUT_RULE_TEXT[payout]}.`);
  ctx.out(`Wrote ${KEY_FILE}: the league's private key. Keep it safe and private, never commit it: whoever holds it runs the league, and losing it ends the league.`);
  ctx.out(`Wrote ${LEAGUE_FILE} and ${EVENTS_FILE}: commit them.`);
  return EXIT.done;
}
