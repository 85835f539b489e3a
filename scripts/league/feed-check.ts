// Checks a feed file the way a visitor's browser will, and more strictly: the signature over the
// exact bytes (against a pinned key), then a whole history (from seq 1, or from a checkpoint) with
// no gap and an unbroken chain, and finally the browser's own apply on an empty game, so a feed every browser would refuse
// (an event edited by hand, its chain recomputed) fails here first. verify prints the result; the
// build refuses to ship a feed that fails.

import { applyLeagueUpdate } from '../../lib/league/apply-update';
import { toBase64Url } from '../../lib/league/encoding';
import { EMPTY_GAME_DATA } from '../../lib/model/empty-game';
import { readFeedFile } from '../../lib/league/feed-file';
import { applyRefusalText } from '../../lib/league/league-words';
import { readUpdate, type VerifiedUpdate } from '../../lib/league/read-update';
import { decodeWire } from '../../lib/league/wire';
import { checkChain } from './chain-check';
import { LEAGUE_FILE } from './league-files';

export interface PinnedKey {
  leagueId: string;
  publicKey: string;
}

export type FeedCheck = { ok: true; update: VerifiedUpdate } | { ok: false; message: string };

const REASONS: Record<string, string> = {
  'not-an-update': 'it does not hold a league update.',
  'bad-signature': 'the signature does not match: the feed was changed after it was signed, or another key signed it.',
  'too-large': 'its update inflates past the 1 MB limit.',
  malformed: 'its update is signed but is not a valid league update.',
  'broken-chain': "the events' hash chain is broken: an event was changed, dropped or reordered.",
};

/** The key the update says signed it: only trusted when nothing else is known (verify without a league here). */
function keyInside(bytes: Uint8Array): string | null {
  const wire = decodeWire(bytes);
  return wire ? toBase64Url(wire.publicKey) : null;
}

/** pinned null: checked against the key inside the feed, which proves integrity but not who signed. */
export async function checkFeedText(text: string, pinned: PinnedKey | null): Promise<FeedCheck> {
  const bytes = readFeedFile(text);
  if (!bytes) return { ok: false, message: 'The file is not a league feed (JSON with "format": "predictoplay-league-feed" and an update).' };
  const inside = keyInside(bytes);
  const read = await readUpdate(bytes, (leagueId) => (pinned ? (leagueId === pinned.leagueId ? pinned.publicKey : null) : inside));
  if (!read.ok) {
    if (read.reason === 'unknown-league' && pinned) {
      return {
        ok: false,
        message: `The feed is not signed by this league's key: it carries the key of league ${read.leagueId ?? 'unknown'}, not of ${pinned.leagueId} (${LEAGUE_FILE}). Another key signed it, or the feed was changed.`,
      };
    }
    return { ok: false, message: `The feed does not verify: ${REASONS[read.reason] ?? read.reason}` };
  }
  const chain = await checkChain(read.update.events, read.update.checkpoint);
  if (!chain.ok) return { ok: false, message: `The feed does not verify: ${chain.message}` };
  let ids = 0;
  const applied = applyLeagueUpdate(EMPTY_GAME_DATA, read.update, 'site', { nowMs: Date.now(), newId: () => `check-${(ids += 1)}` });
  if (!applied.ok) return { ok: false, message: `Browsers would refuse this feed: ${applyRefusalText(applied)}` };
  return { ok: true, update: read.update };
}
