// The operator's side of a change: open the committed league with its key (a change without the
// key would be one no feed could carry), and save the longer log back into data/league/.

import { describeLog, type LeagueLog } from '../../lib/league/league-log';
import type { LeagueKeys } from '../../lib/league/keys';
import type { Refusal } from './cli-context';
import { EVENTS_FILE, jsonText, LEAGUE_FILE, writeFilesAtomically, type LeagueFile } from './league-files';
import { loadLeague, loadOperatorKeys, type LoadedLeague } from './load-league';

export async function openForChange(root: string): Promise<{ ok: true; league: LoadedLeague; keys: LeagueKeys } | Refusal> {
  const loaded = await loadLeague(root);
  if (!loaded.ok) return loaded;
  const keys = loadOperatorKeys(root, loaded.league.file);
  if (!keys.ok) return keys;
  return { ok: true, league: loaded.league, keys: keys.keys };
}

/** The league file and the event log for a log; league.json follows the latest name. */
export function leagueFiles(file: LeagueFile, log: LeagueLog) {
  const league: LeagueFile = { ...file, name: describeLog(log.events).name };
  return [
    { file: LEAGUE_FILE, text: jsonText(league) },
    { file: EVENTS_FILE, text: jsonText({ events: log.events }) },
  ];
}

export function saveLog(root: string, file: LeagueFile, log: LeagueLog): void {
  writeFilesAtomically(root, leagueFiles(file, log));
}

export const PUBLISH_HINT = 'Not in the feed yet: run `npm run league -- publish`, then commit data/league and public/league and deploy.';
