// What collecting picks says: per player, what was new, late, refused or already seen; a new
// player to admit; and what could not be read. lib/league/picks and organiser return counts and
// typed reasons; this module alone words them.

import { isolateText } from '../../display/bidi';
import { formatCount } from '../../display/format';
import { leagues_collect_button, leagues_collect_count, leagues_collect_dont_count, leagues_collect_file_too_large, leagues_collect_files_label, leagues_collect_heading, leagues_collect_hint, leagues_collect_new_player, leagues_collect_new_player_line, leagues_collect_no_links, leagues_collect_not_a_chat, leagues_collect_not_run_here, leagues_collect_paste_label, leagues_collect_picks_for_organiser, leagues_collect_players, leagues_collect_reminder, leagues_collect_unreadable, leagues_collect_what_collected, leagues_report_already_seen, leagues_report_cash_outs, leagues_report_cash_outs_refused, leagues_report_changed, leagues_report_ignored, leagues_report_late, leagues_report_line, leagues_report_new, leagues_report_nothing_new, leagues_report_pending, leagues_report_refused } from '../../i18n/paraglide/messages';
import type { CardReport } from '../picks/collect-picks';
import { readNow } from '../read-now';

const counted = (count: number) => ({ count, shown: formatCount(count) });

/** 'Picks from Asha: 3 new, 1 late, 1 cash-out' (only the counts there are; 'nothing new' when none). */
export function cardReportText(
  report: Pick<CardReport, 'name' | 'added' | 'late' | 'refused' | 'changed' | 'seen'> & Partial<Pick<CardReport, 'admission' | 'cashOuts' | 'cashOutsRefused'>>,
): string {
  const fresh = report.added - report.late - report.refused;
  const cashOuts = report.cashOuts ?? 0;
  const cashOutsRefused = report.cashOutsRefused ?? 0;
  const parts = [
    fresh > 0 ? leagues_report_new({ shown: formatCount(fresh) }) : '',
    report.late > 0 ? leagues_report_late({ shown: formatCount(report.late) }) : '',
    report.refused > 0 ? leagues_report_refused({ shown: formatCount(report.refused) }) : '',
    cashOuts > 0 ? leagues_report_cash_outs(counted(cashOuts)) : '',
    cashOutsRefused > 0 ? leagues_report_cash_outs_refused(counted(cashOutsRefused)) : '',
    report.changed > 0 ? leagues_report_changed(counted(report.changed)) : '',
  ].filter(Boolean);
  const what = parts.length > 0 ? parts.join(', ') : report.seen > 0 ? leagues_report_already_seen() : leagues_report_nothing_new();
  const said = leagues_report_line({ name: isolateText(report.name), parts: what });
  // A player not counted yet: nothing of theirs counts until the organiser chooses Count.
  if (report.admission === 'pending') return leagues_report_pending({ said });
  if (report.admission === 'ignored') return leagues_report_ignored({ said });
  return said;
}

export interface CollectTotals {
  links: number;
  unreadable: number;
  notOperated: number;
}

/** What could not be collected, or null when everything found was read. */
export function collectProblemText({ links, unreadable, notOperated }: CollectTotals): string | null {
  if (links === 0) return leagues_collect_no_links();
  const parts = [unreadable > 0 ? leagues_collect_unreadable(counted(unreadable)) : '', notOperated > 0 ? leagues_collect_not_run_here(counted(notOperated)) : ''].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : null;
}

/** The collecting panel's fixed words (read at each use). */
export const COLLECT_WORDS = readNow({
  heading: () => leagues_collect_heading(),
  hint: () => leagues_collect_hint(),
  pasteLabel: () => leagues_collect_paste_label(),
  filesLabel: () => leagues_collect_files_label(),
  collect: () => leagues_collect_button(),
  newPlayer: () => leagues_collect_new_player(),
  admit: () => leagues_collect_count(),
  ignore: () => leagues_collect_dont_count(),
  players: () => leagues_collect_players(),
  reminder: () => leagues_collect_reminder(),
  fileTooLarge: () => leagues_collect_file_too_large(),
  notAChat: () => leagues_collect_not_a_chat(),
  picksForOrganiser: () => leagues_collect_picks_for_organiser(),
  whatCollected: () => leagues_collect_what_collected(),
});

/** 'New player: Asha (player code abcd efgh ijkl mnop)'. */
export function newPlayerText(name: string, fingerprint: string): string {
  return leagues_collect_new_player_line({ name: isolateText(name), code: fingerprint });
}
