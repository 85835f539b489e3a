// picks FILE…: collects players' picks cards from picks files, WhatsApp chat exports and texts
// holding picks links into data/league/picks.json. The command is the witness: a card from a
// file, or a link whose message proves no time, arrives now (never before the league's last
// event); a link in a chat export arrives at its message's time. Each card is verified over its
// exact bytes first; a damaged one, or one for another league, is reported and skipped. The site
// league has nobody to click Admit, so a new player is admitted here unless --hold is given.
// Every file is read before anything is written: a file that cannot be used changes nothing.

import { pluralize } from '../../../lib/display/format';
import { cardReportText } from '../../../lib/league/organiser/collect-words';
import { arrivalNow, chatMessageArrival, collectCard, isCardFor, setAdmission, type CardReport } from '../../../lib/league/picks/collect-picks';
import { readPicksCard } from '../../../lib/league/picks/picks-card';
import type { OperatedLeague } from '../../../lib/model/operated-league';
import { readArgs } from '../args';
import { EXIT, refusal, report, type CliContext, type ExitCode } from '../cli-context';
import { openForChange, PUBLISH_HINT } from '../operator-log';
import { collectedFile, readCollected, siteOperated, PICKS_FILE } from '../picks-file';
import { readPicksSource, type FoundCard } from '../picks-sources';
import { admissionCommand, ADMISSION_TEXT, playerText } from '../player-text';
import { writeFilesAtomically } from '../league-files';

/** The line after a card's counts: what became of a new player, or why a known one's picks don't count. */
function admissionLine(cardReport: CardReport, hold: boolean): string | null {
  const { playerId, admission } = cardReport;
  if (cardReport.newPlayer) {
    return hold
      ? `  New player ${playerText(cardReport)}: held, so not counted. To count their picks: ${admissionCommand('admit', playerId)}.`
      : `  New player ${playerText(cardReport)}: admitted by this command. To stop counting their picks: ${admissionCommand('ignore', playerId)}.`;
  }
  return admission === 'admitted' ? null : `  ${playerText(cardReport)} is ${ADMISSION_TEXT[admission]}.`;
}

export async function picksCommand(ctx: CliContext, argv: readonly string[]): Promise<ExitCode> {
  const parsed = readArgs('picks', argv, { flags: ['hold'], positionals: ['FILE'], repeatLast: true });
  if (!parsed.ok) return report(ctx, parsed);
  const hold = parsed.args.flags.hold ?? false;
  const opened = await openForChange(ctx.root);
  if (!opened.ok) return report(ctx, opened);
  const held = readCollected(ctx.root);
  if (!held.ok) return report(ctx, held);

  const found: FoundCard[] = [];
  for (const file of parsed.args.positionals) {
    const read = await readPicksSource(ctx.cwd, file);
    if (!read.ok) return report(ctx, { ...read, message: `${read.message} Nothing was collected.` });
    found.push(...read.found);
  }

  const { log } = opened.league;
  let operated: OperatedLeague = siteOperated(log, opened.keys, held.collected);
  const reports: CardReport[] = [];
  let skipped = 0;
  for (const each of found) {
    const read = each.bytes ? await readPicksCard(each.bytes) : null;
    if (!read?.ok || !isCardFor(operated, read.card)) {
      skipped += 1;
      ctx.err(read?.ok ? `${each.source}: a picks card for another league (${read.card.payload.league}): skipped.` : `${each.source}: a picks link is damaged or not signed by its player: skipped.`);
      continue;
    }
    const arrival = each.at === null ? arrivalNow(ctx.nowMs, log.events) : chatMessageArrival(Date.parse(each.at));
    const collected = collectCard(operated, read.card, arrival, ctx.nowMs);
    operated = collected.operated;
    if (collected.report.newPlayer && !hold) operated = setAdmission(operated, collected.report.playerId, 'admitted', ctx.nowMs);
    reports.push(collected.report);
    ctx.out(cardReportText(collected.report));
    const line = admissionLine(collected.report, hold);
    if (line) ctx.out(line);
  }
  if (reports.length === 0) return report(ctx, refusal(`No picks card for this league could be read from ${pluralize(found.length, 'picks link')}. Nothing was collected.`));

  const next = collectedFile({ players: operated.players ?? [], picks: operated.picks ?? [], cashOuts: operated.cashOuts ?? [] });
  const before = collectedFile(held.collected).text;
  const sum = (key: 'added' | 'late' | 'refused' | 'changed' | 'seen') => reports.reduce((total, each) => total + each[key], 0);
  const late = sum('late');
  const refused = sum('refused');
  ctx.out(
    `Collected ${pluralize(reports.length, 'picks card')}: ${pluralize(sum('added') - late - refused, 'new pick')}, ${late} late, ${refused} over a balance or not valid, ${sum('changed')} changed after sending, ${sum('seen')} already seen${skipped > 0 ? `; ${pluralize(skipped, 'link')} skipped` : ''}.`,
  );
  if (next.text === before) {
    ctx.out(`Nothing new: ${PICKS_FILE} is unchanged.`);
    return EXIT.done;
  }
  writeFilesAtomically(ctx.root, [next]);
  ctx.out(`Wrote ${PICKS_FILE}: commit it. ${PUBLISH_HINT}`);
  return EXIT.done;
}
