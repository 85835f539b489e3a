// What collecting picks says: per player, what was new, late, refused or already seen; a new
// player to admit; and what could not be read. lib/league/picks and organiser return counts and
// typed reasons; this module alone words them.

import { isolateText } from '../../display/bidi';
import { formatCount } from '../../display/format';
import { m } from '../../i18n/paraglide/messages';
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
    fresh > 0 ? m.leagues_report_new({ shown: formatCount(fresh) }) : '',
    report.late > 0 ? m.leagues_report_late({ shown: formatCount(report.late) }) : '',
    report.refused > 0 ? m.leagues_report_refused({ shown: formatCount(report.refused) }) : '',
    cashOuts > 0 ? m.leagues_report_cash_outs(counted(cashOuts)) : '',
    cashOutsRefused > 0 ? m.leagues_report_cash_outs_refused(counted(cashOutsRefused)) : '',
    report.changed > 0 ? m.leagues_report_changed(counted(report.changed)) : '',
  ].filter(Boolean);
  const what = parts.length > 0 ? parts.join(', ') : report.seen > 0 ? m.leagues_report_already_seen() : m.leagues_report_nothing_new();
  const said = m.leagues_report_line({ name: isolateText(report.name), parts: what });
  // A player not counted yet: nothing of theirs counts until the organiser chooses Count.
  if (report.admission === 'pending') return m.leagues_report_pending({ said });
  if (report.admission === 'ignored') return m.leagues_report_ignored({ said });
  return said;
}

export interface CollectTotals {
  links: number;
  unreadable: number;
  notOperated: number;
}

/** What could not be collected, or null when everything found was read. */
export function collectProblemText({ links, unreadable, notOperated }: CollectTotals): string | null {
  if (links === 0) return m.leagues_collect_no_links();
  const parts = [unreadable > 0 ? m.leagues_collect_unreadable(counted(unreadable)) : '', notOperated > 0 ? m.leagues_collect_not_run_here(counted(notOperated)) : ''].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : null;
}

/** The collecting panel's fixed words (read at each use). */
export const COLLECT_WORDS = readNow({
  heading: () => m.leagues_collect_heading(),
  hint: () => m.leagues_collect_hint(),
  pasteLabel: () => m.leagues_collect_paste_label(),
  filesLabel: () => m.leagues_collect_files_label(),
  collect: () => m.leagues_collect_button(),
  newPlayer: () => m.leagues_collect_new_player(),
  admit: () => m.leagues_collect_count(),
  ignore: () => m.leagues_collect_dont_count(),
  players: () => m.leagues_collect_players(),
  reminder: () => m.leagues_collect_reminder(),
  fileTooLarge: () => m.leagues_collect_file_too_large(),
  notAChat: () => m.leagues_collect_not_a_chat(),
  picksForOrganiser: () => m.leagues_collect_picks_for_organiser(),
  whatCollected: () => m.leagues_collect_what_collected(),
});

/** 'New player: Asha (player code abcd efgh ijkl mnop)'. */
export function newPlayerText(name: string, fingerprint: string): string {
  return m.leagues_collect_new_player_line({ name: isolateText(name), code: fingerprint });
}
