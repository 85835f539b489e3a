// What collecting picks says: per player, what was new, late, refused or already seen; a new
// player to admit; and what could not be read. lib/league/picks and organiser return counts and
// typed reasons; this module alone words them.

import { isolateText } from '../../display/bidi';
import { pluralize } from '../../display/format';
import type { CardReport } from '../picks/collect-picks';

/** 'Picks from Asha: 3 new, 1 late, 1 cash-out' (only the counts there are; 'nothing new' when none). */
export function cardReportText(
  report: Pick<CardReport, 'name' | 'added' | 'late' | 'refused' | 'changed' | 'seen'> & Partial<Pick<CardReport, 'admission' | 'cashOuts' | 'cashOutsRefused'>>,
): string {
  const counted = report.added - report.late - report.refused;
  const parts = [
    counted > 0 ? `${counted} new` : '',
    report.late > 0 ? `${report.late} late` : '',
    report.refused > 0 ? `${report.refused} over their league balance or not valid` : '',
    (report.cashOuts ?? 0) > 0 ? pluralize(report.cashOuts ?? 0, 'cash-out') : '',
    (report.cashOutsRefused ?? 0) > 0 ? `${pluralize(report.cashOutsRefused ?? 0, 'cash-out')} not counted` : '',
    report.changed > 0 ? `${pluralize(report.changed, 'pick')} changed after sending (not counted)` : '',
  ].filter(Boolean);
  const said = `Picks from ${isolateText(report.name)}: ${parts.length > 0 ? parts.join(', ') : report.seen > 0 ? 'already seen' : 'nothing new'}`;
  // A player not admitted yet: nothing of theirs counts until the organiser admits them.
  if (report.admission === 'pending') return `${said} (new player: admit them to count these)`;
  if (report.admission === 'ignored') return `${said} (ignored player: not counted)`;
  return said;
}

export interface CollectTotals {
  links: number;
  unreadable: number;
  notOperated: number;
}

/** What could not be collected, or null when everything found was read. */
export function collectProblemText({ links, unreadable, notOperated }: CollectTotals): string | null {
  if (links === 0) return 'No picks links found. Paste the chat text, or choose a picks file or a WhatsApp chat export.';
  const parts = [
    unreadable > 0 ? `${pluralize(unreadable, 'picks link')} refused: damaged or not signed by its player` : '',
    notOperated > 0 ? `${pluralize(notOperated, 'picks link')} for a league you don't run here` : '',
  ].filter(Boolean);
  return parts.length > 0 ? `${parts.join('. ')}.` : null;
}

export const COLLECT_WORDS = {
  heading: 'Collect picks',
  hint: 'Paste picks links (a whole chat copied is fine), or choose picks files or a WhatsApp chat export (.txt or .zip).',
  pasteLabel: 'Chat text or picks links',
  filesLabel: 'Picks files or chat export',
  collect: 'Collect',
  newPlayer: 'New player',
  admit: 'Admit',
  ignore: 'Ignore',
  players: 'Players',
  reminder: 'Collect picks before each question closes: a bet counts only if it reaches you in time.',
  fileTooLarge: 'That file is over 50 MB. Export the chat without media.',
  notAChat: 'That file is not a picks file or a WhatsApp chat export.',
  picksForOrganiser: 'This is a picks link: it is for the league’s organiser. Send it to them in your group’s chat.',
} as const;

/** 'New player: Asha (player code abcd efgh ijkl mnop)'. */
export function newPlayerText(name: string, fingerprint: string): string {
  return `New player: ${isolateText(name)} (player code ${fingerprint})`;
}
