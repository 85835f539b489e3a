// The league screen's fixed sentences, in one place: what /leagues says to a player, and the one
// plain sentence beside each advanced tool. Each is a message of the catalogue, read at each use.

import { leagues_advanced, leagues_done, leagues_intro, leagues_invite_help, leagues_invite_title, leagues_key_download_help, leagues_key_file, leagues_key_file_help, leagues_league_code, leagues_league_code_help, leagues_no_league, leagues_no_open_questions, leagues_open_link, leagues_open_results_file, leagues_open_results_file_help, leagues_other_browser, leagues_other_browser_link, leagues_other_browser_new, leagues_other_browser_title, leagues_paste_empty, leagues_paste_hint, leagues_paste_label, leagues_paste_no_link, leagues_results_file_help, leagues_season_file_help, leagues_see_all, leagues_start, leagues_start_or_join, leagues_your_leagues } from '@/lib/i18n/paraglide/messages';
import { formatCount } from '@/lib/display/format';
import { readNow } from '@/lib/league/read-now';

export const SCREEN_WORDS = readNow({
  intro: () => leagues_intro(),
  noLeague: () => leagues_no_league(),
  yourLeagues: () => leagues_your_leagues(),
  startOrJoin: () => leagues_start_or_join(),
  start: () => leagues_start(),
  pasteLabel: () => leagues_paste_label(),
  pasteHint: () => leagues_paste_hint(),
  openLink: () => leagues_open_link(),
  pasteEmpty: () => leagues_paste_empty(),
  pasteNoLink: () => leagues_paste_no_link(),
  advanced: () => leagues_advanced(),
  openUpdateFile: () => leagues_open_results_file(),
  openUpdateFileHelp: () => leagues_open_results_file_help(),
  keyFile: () => leagues_key_file(),
  keyFileHelp: () => leagues_key_file_help(),
  leagueCode: () => leagues_league_code(),
  leagueCodeHelp: () => leagues_league_code_help(),
  noOpenQuestions: () => leagues_no_open_questions(),
  otherBrowserTitle: () => leagues_other_browser_title(),
  otherBrowser: () => leagues_other_browser(),
  otherBrowserNew: () => leagues_other_browser_new(),
  otherBrowserLink: () => leagues_other_browser_link(),
  inviteTitle: () => leagues_invite_title(),
  inviteHelp: () => leagues_invite_help(),
  done: () => leagues_done(),
  updateFileHelp: () => leagues_results_file_help(),
  keyDownloadHelp: () => leagues_key_download_help(),
  seasonFileHelp: () => leagues_season_file_help(),
  seeAll: () => (count: number) => leagues_see_all({ count, shown: formatCount(count) }),
});
