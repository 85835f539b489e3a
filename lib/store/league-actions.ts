// Applying a league update in this browser: verify it against the pinned key (the site league's
// key is compiled in), read every position it settles, then one commit that applies it and lets
// the logged-in account follow the league. Verifying, hashing and inflating finish before that
// commit; what changed is announced once, and a replay (a reload, another tab) announces nothing.

import { SITE_LEAGUE_KEY } from '../config';
import type { GameData } from '../model/game';
import type { LeagueSource } from '../model/league';
import type { OpContext } from '../game/operation';
import { fromBase64Url } from '../league/encoding';
import { leagueIdOf } from '../league/league-id';
import { readUpdate, type ReadFailureReason, type VerifiedUpdate } from '../league/read-update';
import { applyLeagueUpdate, type ApplyRefusal, type LeagueChangeSummary } from '../league/apply-update';
import { followLeague } from '../league/follow-league';
import { withVisitNotes } from '../league/player/visit-notes';
import { settledNews } from '../notify/settled-news';
import { notSignedText, summaryText, updateRefusalText } from '../league/league-words';
import { useGameStore } from './game-store';
import { commitGame } from './commit-game';
import { useNoticeStore } from './notice-store';
import { notifySettled } from './notify-settled';
import { sessionAccountId } from './session-store';
import { showToast } from './toast-store';

/** Why an update was refused: by readUpdate or by applyLeagueUpdate. */
type LeagueApplyRefusal = { reason: ReadFailureReason } | ApplyRefusal;

export type LeagueApplyOutcome =
  | {
      ok: true;
      leagueId: string;
      summary: LeagueChangeSummary;
      /** The summary shown, or null when nothing new held. */
      announced: string | null;
      /** Whether following credited the league's starting coins in this commit. */
      credited: boolean;
      saved: boolean;
    }
  | {
      ok: false;
      /** 'undone': undone by the replay on another tab's records, which the storage notice has said (message ''). */
      reason: LeagueApplyRefusal['reason'] | 'undone';
      message: string;
      leagueId?: string;
    };

let siteLeagueId: Promise<string | null> | null = null;

/** The id of the league compiled into this deploy, or null when it has none; computed once. */
export function siteLeagueIdOf(key: string = SITE_LEAGUE_KEY): Promise<string | null> {
  if (key !== SITE_LEAGUE_KEY) return idOfKey(key);
  siteLeagueId ??= idOfKey(key);
  return siteLeagueId;
}

async function idOfKey(key: string): Promise<string | null> {
  const raw = key === '' ? null : fromBase64Url(key);
  return raw === null ? null : leagueIdOf(raw);
}

/** The key this browser trusts for a league: the site's own for the site feed, else the one pinned when it was followed. */
async function pinnedKeys(source: LeagueSource): Promise<(leagueId: string) => string | null> {
  if (source === 'site') {
    const siteId = await siteLeagueIdOf();
    return (leagueId) => (leagueId === siteId ? SITE_LEAGUE_KEY : null);
  }
  const leagues = useGameStore.getState().leagues;
  return (leagueId) => leagues.find((league) => league.id === leagueId)?.publicKey ?? null;
}

/** The questions the update's new resolutions and voids settle: settlement pays every position on them. */
export function settledQuestions(update: VerifiedUpdate): string[] {
  const state = useGameStore.getState();
  const applied = state.leagues.find((league) => league.id === update.leagueId)?.seq ?? 0;
  const fromEvents = update.events.flatMap((event) => (event.seq > applied && (event.type === 'resolved' || event.type === 'voided') ? [event.questionId] : []));
  // A checkpoint ahead of this browser settles what it lists as settled and this browser holds
  // open: a long league's checkpoint lists thousands, nearly all unknown here.
  const { checkpoint } = update;
  const open = new Set(state.markets.flatMap((market) => (market.leagueId === update.leagueId && !market.isResolved ? [market.id] : [])));
  const fromCheckpoint = checkpoint && checkpoint.seq > applied ? checkpoint.questions.flatMap((question) => ('outcome' in question && open.has(question.id) ? [question.id] : [])) : [];
  // A snapshot pays or refunds positions on any question of the league: read them all.
  const fromSnapshot = update.snapshot ? state.markets.flatMap((market) => (market.leagueId === update.leagueId ? [market.id] : [])) : [];
  return [...new Set([...fromCheckpoint, ...fromEvents, ...fromSnapshot])];
}

const knownName = (leagueId: string | undefined) => useGameStore.getState().leagues.find((league) => league.id === leagueId)?.name ?? null;

async function refuse(refusal: LeagueApplyRefusal, source: LeagueSource, leagueId?: string): Promise<LeagueApplyOutcome> {
  const { reason } = refusal;
  const message = updateRefusalText(refusal, knownName(leagueId));
  // The site's own feed can only be refused when it was tampered with, swapped or its operator
  // erred: say so on the page, once. A feed under another key is the site league's only once this
  // browser follows that league (before, there is nothing to protect and nothing to name).
  if (source === 'site' && reason === 'unknown-league') {
    const siteId = await siteLeagueIdOf();
    const site = useGameStore.getState().leagues.find((league) => league.id === siteId);
    if (site) useNoticeStore.getState().addNotice({ id: `league:${site.id}`, message: notSignedText(site.name) });
  } else if (source === 'site' && reason !== 'not-an-update') {
    useNoticeStore.getState().addNotice({ id: `league:${leagueId ?? 'site'}`, message });
  }
  return { ok: false, reason, message, leagueId };
}

let queue: Promise<unknown> = Promise.resolve();

/** Runs league work one at a time, in the order it arrived. */
function enqueue<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work);
  queue = run.catch(() => undefined);
  return run;
}

/** The notifications of the updates applied so far, still being shown. */
let notifying: Promise<unknown> = Promise.resolve();

function noteNotifying(shown: Promise<unknown>): void {
  notifying = Promise.all([notifying, shown.catch(() => undefined)]);
}

/**
 * Resolves once every notification of the updates applied so far is shown: a page need not wait,
 * but the service worker must, or the browser may stop it before the notification appears.
 */
export function settledNotificationsShown(): Promise<void> {
  return notifying.then(() => undefined);
}

/** Applies one update's bytes; updates apply one at a time, in the order they arrived. */
export function applyLeagueBytes(bytes: Uint8Array, source: LeagueSource): Promise<LeagueApplyOutcome> {
  return enqueue(() => applyNow(bytes, source));
}

/** Lets an account follow the league in the same commit as the update (saying whether its starting coins were credited), or leaves the game as it is (null). */
export type FollowStep = (data: GameData, leagueId: string, ctx: OpContext) => { data: GameData; credited: boolean } | null;

/** Every account follows the site league, each at its first login after the league appears. */
const followSiteLeague =
  (accountId: string | null): FollowStep =>
  (data, leagueId, ctx) => {
    const followed = accountId === null ? null : followLeague(data, accountId, leagueId, ctx);
    return followed?.ok ? followed : null;
  };

/**
 * Applies an update verified already (an invite the player chose to join, verified with the key
 * it carries), with `follow` in the same commit; queued with every other update.
 */
export function applyVerifiedUpdate(update: VerifiedUpdate, source: LeagueSource, follow: FollowStep | null): Promise<LeagueApplyOutcome> {
  return enqueue(() => applyVerified(update, source, follow));
}

async function applyNow(bytes: Uint8Array, source: LeagueSource): Promise<LeagueApplyOutcome> {
  const read = await readUpdate(bytes, await pinnedKeys(source));
  if (!read.ok) return refuse({ reason: read.reason }, source, read.leagueId);
  return applyVerified(read.update, source, source === 'site' ? followSiteLeague(sessionAccountId()) : null);
}

async function applyVerified(update: VerifiedUpdate, source: LeagueSource, follow: FollowStep | null): Promise<LeagueApplyOutcome> {
  const accountId = sessionAccountId();
  const operation = (data: GameData, ctx: OpContext) => {
    const applied = applyLeagueUpdate(data, update, source, ctx);
    if (!applied.ok) return applied;
    // A league met for the first time is news to nobody here: its questions simply appear. Only
    // what changes in a league this browser already followed is announced.
    const changed = data.leagues.some((league) => league.id === update.leagueId) && applied.data !== data;
    const followed = follow?.(applied.data, update.leagueId, ctx) ?? null;
    // What the update did to each following account's bets, for 'since your last visit'.
    const noted = withVisitNotes(data, followed?.data ?? applied.data, update.leagueId, ctx.nowMs);
    // Computed in the run that holds: a replay where another tab (or the worker) applied it first settles nothing new.
    const news = settledNews(data, noted, update.leagueId);
    return { ok: true as const, data: noted, changed, summary: applied.summary, credited: followed?.credited ?? false, news };
  };
  // The commit holds the run that held: after another tab's save, the replay on its records,
  // where the same events are a replay changing nothing.
  const committed = await commitGame(operation, { reads: { positionsOf: settledQuestions(update) } });
  // Undone by the replay on another tab's records: the storage notice has said so already.
  if (!committed.ok && committed.replayed) return { ok: false, reason: 'undone', message: '', leagueId: update.leagueId };
  if (!committed.ok) return refuse(committed, source, update.leagueId);
  const text = committed.changed ? summaryText(committed.summary, accountId) : null;
  if (text !== null) showToast(text, 'info');
  if (committed.news.length > 0) noteNotifying(notifySettled(committed.news));
  return { ok: true, leagueId: update.leagueId, summary: committed.summary, announced: text, credited: committed.credited, saved: committed.saved };
}

/** Forgets the memoised site league id: for tests that compile in another key. */
export function resetLeagueActionsForTests(): void {
  siteLeagueId = null;
  queue = Promise.resolve();
  notifying = Promise.resolve();
}
