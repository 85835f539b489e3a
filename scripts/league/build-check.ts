// What `npm run build` checks before it builds: a deploy ships either no league at all, or its
// committed league with a feed that verifies against that league's key, is a whole history, and
// carries every committed event and the count of the committed picks (a forgotten publish would
// ship stale results or standings).

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pluralize } from '../../lib/display/format';
import { checkpointOf } from '../../lib/league/checkpoint';
import { canonicalJson } from '../../lib/league/event-hash';
import { snapshotOf } from '../../lib/league/picks/snapshot';
import type { VerifiedUpdate } from '../../lib/league/read-update';
import type { LeagueEvent } from '../../lib/model/league';
import { checkFeedText } from './feed-check';
import { EVENTS_FILE, FEED_FILE, LEAGUE_FILE, readTextFile } from './league-files';
import { loadLeague, loadLeagueFile } from './load-league';
import { PICKS_FILE, readCollected } from './picks-file';

export type BuildCheck = { ok: true; message: string } | { ok: false; message: string };

const PUBLISH = `Run \`npm run league -- publish\` and commit ${FEED_FILE}.`;

/**
 * Why the feed's snapshot is not the count of the committed picks at its signing time, or null. A
 * feed signed before any pick (no snapshot) passes while nobody has sent picks.
 */
function staleSnapshot(root: string, events: readonly LeagueEvent[], update: Pick<VerifiedUpdate, 'snapshot' | 'signedAt'>): string | null {
  const held = readCollected(root);
  if (!held.ok) return held.message;
  const { players, picks, cashOuts } = held.collected;
  if (update.snapshot === undefined && players.length === 0) return null;
  const signedAtMs = update.signedAt === undefined ? Number.NaN : Date.parse(update.signedAt);
  const expected = Number.isNaN(signedAtMs) ? null : snapshotOf(events, players, picks, signedAtMs, cashOuts);
  if (update.snapshot !== undefined && expected && canonicalJson(update.snapshot) === canonicalJson(expected)) return null;
  return `${FEED_FILE} does not carry the standings of the picks in ${PICKS_FILE}. ${PUBLISH}`;
}

export async function checkLeagueBuild(root: string): Promise<BuildCheck> {
  const hasLeague = existsSync(join(root, LEAGUE_FILE));
  const hasFeed = existsSync(join(root, FEED_FILE));
  if (!hasLeague && !hasFeed) return { ok: true, message: 'No league in this deploy.' };
  if (!hasFeed) return { ok: false, message: `${LEAGUE_FILE} is here but ${FEED_FILE} is not: the league would ship without its feed. ${PUBLISH}` };
  if (!hasLeague) {
    return { ok: false, message: `${FEED_FILE} is here but ${LEAGUE_FILE} is not: there is no committed key to check the feed against (or to compile in).` };
  }
  const league = await loadLeagueFile(root);
  if (!league.ok) return { ok: false, message: league.message };
  const feed = readTextFile(join(root, FEED_FILE), FEED_FILE);
  if (!feed.ok) return { ok: false, message: feed.message };
  const check = await checkFeedText(feed.text, league.file);
  if (!check.ok) return { ok: false, message: `${FEED_FILE}: ${check.message}` };
  if (existsSync(join(root, EVENTS_FILE))) {
    const loaded = await loadLeague(root);
    if (!loaded.ok) return { ok: false, message: loaded.message };
    const { log } = loaded.league;
    const { checkpoint, hashes: shipped } = check.update;
    const from = checkpoint?.seq ?? 0;
    const committed = log.hashes.slice(from);
    if (committed.length !== shipped.length || committed.some((hash, index) => hash !== shipped[index])) {
      return { ok: false, message: `${FEED_FILE} does not carry the events of ${EVENTS_FILE} (up to ${from + shipped.length} in the feed, ${log.hashes.length} committed). ${PUBLISH}` };
    }
    // A checkpoint must say exactly what the committed events before it add up to.
    if (checkpoint && canonicalJson(checkpoint) !== canonicalJson(checkpointOf(log, checkpoint.seq))) {
      return { ok: false, message: `${FEED_FILE}: its checkpoint at event ${checkpoint.seq} does not match ${EVENTS_FILE}. ${PUBLISH}` };
    }
    const stale = staleSnapshot(root, log.events, check.update);
    if (stale) return { ok: false, message: stale };
  }
  return { ok: true, message: `League "${check.update.name}" (${league.file.leagueId}): ${FEED_FILE} verifies, ${pluralize(check.update.events.length, 'event')}${check.update.checkpoint ? ` after a checkpoint at event ${check.update.checkpoint.seq}` : ''}${check.update.snapshot ? `, standings of ${pluralize(check.update.snapshot.standings.length, 'player')}` : ''}.` };
}
