// The league screen's fixed sentences, in one place: what /leagues says to a player, and the one
// plain sentence beside each advanced tool. Each is a message of the catalogue, read at each use.

import { m } from '@/lib/i18n/paraglide/messages';
import { formatCount } from '@/lib/display/format';
import { readNow } from '@/lib/league/read-now';

export const SCREEN_WORDS = readNow({
  intro: () => m.leagues_intro(),
  noLeague: () => m.leagues_no_league(),
  yourLeagues: () => m.leagues_your_leagues(),
  startOrJoin: () => m.leagues_start_or_join(),
  start: () => m.leagues_start(),
  pasteLabel: () => m.leagues_paste_label(),
  pasteHint: () => m.leagues_paste_hint(),
  openLink: () => m.leagues_open_link(),
  pasteEmpty: () => m.leagues_paste_empty(),
  pasteNoLink: () => m.leagues_paste_no_link(),
  advanced: () => m.leagues_advanced(),
  openUpdateFile: () => m.leagues_open_results_file(),
  openUpdateFileHelp: () => m.leagues_open_results_file_help(),
  keyFile: () => m.leagues_key_file(),
  keyFileHelp: () => m.leagues_key_file_help(),
  leagueCode: () => m.leagues_league_code(),
  leagueCodeHelp: () => m.leagues_league_code_help(),
  noOpenQuestions: () => m.leagues_no_open_questions(),
  otherBrowserTitle: () => m.leagues_other_browser_title(),
  otherBrowser: () => m.leagues_other_browser(),
  otherBrowserNew: () => m.leagues_other_browser_new(),
  otherBrowserLink: () => m.leagues_other_browser_link(),
  inviteTitle: () => m.leagues_invite_title(),
  inviteHelp: () => m.leagues_invite_help(),
  done: () => m.leagues_done(),
  updateFileHelp: () => m.leagues_results_file_help(),
  keyDownloadHelp: () => m.leagues_key_download_help(),
  seasonFileHelp: () => m.leagues_season_file_help(),
  seeAll: () => (count: number) => m.leagues_see_all({ count, shown: formatCount(count) }),
});
