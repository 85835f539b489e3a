// The localStorage engine as it was before the move to IndexedDB (lib/ at the commit in
// BENCH_OLD_COMMIT, compiled under /old/), in the page: the whole game is one packed JSON value
// under 'predictoplay:game', read and written through that commit's own envelope storage, codec
// and rules. Loaded by old.html; the driver calls these through window.bench.

import { potentialWin } from '/old/lib/betting/betting-rules.js';
import { placeBet } from '/old/lib/betting/place-bet.js';
import { coinShares } from '/old/lib/market/markets.js';
import { DEFAULT_SETTINGS } from '/old/lib/model/empty-game.js';
import { settleMarket } from '/old/lib/settlement/settlement.js';
import { createEnvelopeStorage } from '/old/lib/storage/envelope-storage.js';
import { GAME_CODEC } from '/old/lib/storage/game-spec.js';
import { STORAGE_KEYS } from '/old/lib/storage/keys.js';
import { addedRecordIds } from '/old/lib/storage/rebase.js';
import { createSafeStorage } from '/old/lib/storage/safe-storage.js';
import { entryText, positionEntryId } from '/old/lib/wallet/entry-text.js';
import { NOW, planGame } from '/bench/game.js';

const RULES = { potentialWin, entryText, positionEntryId, coinShares };
const KEY = STORAGE_KEYS.game;

let lastId = 0;
const newId = () => `o${(Date.now() * 1000 + (lastId += 1)).toString(36)}`.slice(0, 12);
const ctxAt = (nowMs) => ({ nowMs, newId });

/**
 * Builds the game at `scale` and writes it as that commit's GAME_CODEC encodes it (not timed).
 * A QuotaExceededError is the result, not a failure: the text's length says how far over it is.
 */
export function fill(scale) {
  const started = performance.now();
  const plan = planGame(scale, RULES);
  const state = plan.gameData(DEFAULT_SETTINGS);
  const text = GAME_CODEC.encode(1, state);
  localStorage.clear();
  try {
    localStorage.setItem(KEY, text);
  } catch (error) {
    return { stored: false, error: error?.name ?? String(error), chars: text.length, fillMs: performance.now() - started };
  }
  return { stored: true, chars: text.length, expected: plan.sizes, plan: plan.ids, fillMs: performance.now() - started };
}

function envelopeStorage() {
  const failures = [];
  const storage = createEnvelopeStorage({
    codec: GAME_CODEC,
    storage: createSafeStorage(() => localStorage, (error) => failures.push(error?.name ?? String(error))),
    now: () => NOW,
    onSetAside: (problem) => failures.push(`set aside: ${problem.reason}`),
  });
  return { storage, failures };
}

function load() {
  const { storage, failures } = envelopeStorage();
  const stored = storage.getItem(KEY);
  if (!stored) throw new Error(`the stored game did not load: ${failures.join(', ')}`);
  return { storage, failures, state: stored.state };
}

/** Cold start: the envelope storage's read of the key (getItem, then decode: parse, migrate, check, unpack). */
export function coldStart() {
  const started = performance.now();
  const { state } = load();
  const ms = performance.now() - started;
  return { ms, read: { markets: state.markets.length, accounts: state.accounts.length, positions: state.positions.length, ledger: state.ledger.length } };
}

/**
 * What commitGame did for an action: check for another tab's write, apply the rule, note what it
 * added, and store the whole game (pack what changed, JSON, setItem).
 */
function commit(session, operation) {
  const { storage, failures } = session;
  storage.hasUnseen(KEY);
  const result = operation(session.state);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  addedRecordIds(session.state, result.data);
  storage.setItem(KEY, { state: result.data, version: GAME_CODEC.version });
  if (!storage.lastWriteSaved(KEY)) throw new Error(`the write failed: ${failures.join(', ')}`);
  session.state = result.data;
}

/**
 * `runs` bets of one player with placeBet, each stored whole. The first bet after start-up packs
 * every row afresh, so it is timed apart (`firstMs`); `times` are the bets after it.
 */
export function bets(accountId, marketIds, runs) {
  const session = load();
  const bet = (run) => (data) => placeBet(data, { accountId, marketId: marketIds[run % marketIds.length], choice: run % 2 ? 'NO' : 'YES', amount: 10 }, ctxAt(NOW + run * 1000));
  globalThis.gc?.();
  const firstStart = performance.now();
  commit(session, bet(0));
  const firstMs = performance.now() - firstStart;
  const times = [];
  for (let run = 1; run <= runs; run += 1) {
    globalThis.gc?.();
    const started = performance.now();
    commit(session, bet(run));
    times.push(performance.now() - started);
  }
  return { times, firstMs };
}

/** One settlement (resolved YES) per market of `marketIds`, each stored whole; one write before them packs every row, untimed. */
export function settlements(marketIds) {
  const session = load();
  session.storage.setItem(KEY, { state: session.state, version: GAME_CODEC.version });
  const commitTimes = [];
  const sizes = [];
  for (const [run, marketId] of marketIds.entries()) {
    globalThis.gc?.();
    const started = performance.now();
    let summary;
    commit(session, (data) => {
      const result = settleMarket(data, marketId, 'YES', ctxAt(NOW + 3_600_000 + run * 1000));
      summary = result.summary;
      return result;
    });
    commitTimes.push(performance.now() - started);
    sizes.push({ positions: summary.settled });
  }
  return { commitTimes, sizes, chars: localStorage.getItem(KEY).length };
}
