// The IndexedDB engine (lib/storage/idb) in the page: filling its database, then what is timed,
// each through the engine's own functions. Loaded by new.html; the driver (scripts/bench.mjs)
// calls these through window.bench.

import { unwrap } from 'idb';
import * as v from 'valibot';
import { potentialWin } from '/new/lib/betting/betting-rules.js';
import { coinShares } from '/new/lib/market/markets.js';
import { entryText, positionEntryId } from '/new/lib/wallet/entry-text.js';
import { DEFAULT_SETTINGS } from '/new/lib/model/empty-game.js';
import { openGameDatabase } from '/new/lib/storage/idb/database.js';
import { loadStartup, readMarketPositions } from '/new/lib/storage/idb/load.js';
import { commitChanges } from '/new/lib/storage/idb/commit.js';
import { checkRecord, wrapRecord } from '/new/lib/storage/idb/records.js';
import { RECORD_SCHEMAS, SINGLE_RECORD_KEY } from '/new/lib/storage/idb/record-stores.js';
import { NOW, iso, planGame } from '/bench/game.js';

const RULES = { potentialWin, entryText, positionEntryId, coinShares };
const now = () => new Date(NOW);
/** Records per filling transaction: big enough to be quick, small enough not to hold a scale's records in memory at once. */
const FILL_BATCH = 20_000;

async function open() {
  const opened = await openGameDatabase();
  if (!opened.ok) throw new Error(`openGameDatabase failed: ${opened.reason}`);
  return opened.db;
}

const finished = (transaction) =>
  new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new Error('transaction aborted'));
  });

/**
 * Writes the game at `scale` straight into the stores the engine's upgrade created, as stored
 * records at rev 1, in big transactions (not timed). With `validate`, every record is first
 * checked as a read would check it; otherwise one record in `sampleEvery`.
 */
export async function fill(scale, { validate = true, sampleEvery = 97 } = {}) {
  const started = performance.now();
  const plan = planGame(scale, RULES);
  const db = await open();
  const raw = unwrap(db);
  const counts = { markets: 0, accounts: 0, positions: 0, ledger: 0 };
  let jsonChars = 0;
  let checked = 0;
  let seen = 0;
  const wrap = (store, value) => {
    const record = wrapRecord(store, value, 1);
    if (validate || seen % sampleEvery === 0) {
      const result = checkRecord(store, record);
      if (!result.ok) throw new Error(`the bench made a ${store} record the engine refuses: ${result.problem} in ${JSON.stringify(value)}`);
      checked += 1;
    }
    seen += 1;
    jsonChars += JSON.stringify(record).length;
    counts[store] += 1;
    return record;
  };

  // Each item: [[store, value], ...] written together.
  async function writeAll(storeNames, items) {
    let transaction = null;
    let inBatch = 0;
    for (const writes of items) {
      transaction ??= raw.transaction(storeNames, 'readwrite', { durability: 'relaxed' });
      for (const [store, value] of writes) transaction.objectStore(store).put(wrap(store, value));
      inBatch += writes.length;
      if (inBatch >= FILL_BATCH) {
        await finished(transaction);
        transaction = null;
        inBatch = 0;
      }
    }
    if (transaction) await finished(transaction);
  }
  const one = (store, iterable) => (function* () { for (const value of iterable) yield [[store, value]]; })();

  await writeAll(['markets'], one('markets', plan.markets()));
  await writeAll(['accounts'], one('accounts', plan.accounts()));
  await writeAll(['ledger'], one('ledger', plan.welcomeEntries()));
  await writeAll(['positions', 'ledger'], (function* () {
    for (const position of plan.positions()) yield [['positions', position], ['ledger', plan.betEntry(position)]];
  })());
  const single = raw.transaction(['settings', 'meta'], 'readwrite');
  const settings = wrapRecord('settings', DEFAULT_SETTINGS, 1);
  const meta = wrapRecord('meta', { seededAt: iso(NOW - 60 * 86_400_000), movedFromLocalStorage: null }, 1);
  for (const [store, record] of [['settings', settings], ['meta', meta]]) {
    if (!checkRecord(store, record).ok) throw new Error(`the bench made a ${store} record the engine refuses`);
    jsonChars += JSON.stringify(record).length;
    single.objectStore(store).put(record, SINGLE_RECORD_KEY);
  }
  await finished(single);
  db.close();
  return { counts, expected: plan.sizes, plan: plan.ids, jsonChars, checked, fillMs: performance.now() - started };
}

/** What the browser says this origin stores, and its quota. */
export async function estimate() {
  const { usage, quota, usageDetails } = await navigator.storage.estimate();
  return { usage, quota, indexedDB: usageDetails?.indexedDB ?? null, persisted: await navigator.storage.persisted() };
}

/** Cold start to first render: open the database and read what the first screens need, every record checked. */
export async function coldStart(accountId) {
  const started = performance.now();
  const db = await open();
  const read = await loadStartup(db, accountId, { now });
  const ms = performance.now() - started;
  db.close();
  if (!read.ok) throw new Error(`loadStartup failed: ${read.reason}`);
  const { markets, accounts, positions, ledger, settings, meta } = read.records;
  return {
    ms,
    read: { markets: markets.length, accounts: accounts.length, positions: positions.length, ledger: ledger.length, settings: settings !== null, meta: meta !== null },
    setAside: read.quarantine.setAside.length,
  };
}

/**
 * Where the start-up's time goes: opening, the reads alone (the same getAll calls in one readonly
 * transaction, nothing checked) and checkRecord over what they returned, by store; then the
 * wrapper's check and the model's schema apart, for the markets.
 */
export async function startupBreakdown(accountId) {
  const t0 = performance.now();
  const db = await open();
  const t1 = performance.now();
  const transaction = db.transaction(['markets', 'accounts', 'settings', 'meta', 'positions', 'ledger'], 'readonly');
  const [markets, accounts, settings, meta, positions, ledger] = await Promise.all([
    transaction.objectStore('markets').getAll(),
    transaction.objectStore('accounts').getAll(),
    transaction.objectStore('settings').get(SINGLE_RECORD_KEY),
    transaction.objectStore('meta').get(SINGLE_RECORD_KEY),
    transaction.objectStore('positions').index('byAccount').getAll(accountId),
    transaction.objectStore('ledger').index('byAccount').getAll(accountId),
    transaction.done,
  ]);
  const t2 = performance.now();
  const checkMs = {};
  for (const [store, raws] of [['markets', markets], ['accounts', accounts], ['settings', [settings]], ['meta', [meta]], ['positions', positions], ['ledger', ledger]]) {
    const start = performance.now();
    for (const raw of raws) if (!checkRecord(store, raw).ok) throw new Error(`a ${store} record failed its check`);
    checkMs[store] = performance.now() - start;
  }
  // The same markets again, now that the code is warm: the wrapper alone, then the model's schema alone.
  const t3 = performance.now();
  for (const raw of markets) v.safeParse(RECORD_SCHEMAS.markets, raw.value);
  const t4 = performance.now();
  for (const raw of markets) checkRecord('markets', raw);
  const t5 = performance.now();
  db.close();
  return { openMs: t1 - t0, readMs: t2 - t1, checkMs, warmMarketSchemaMs: t4 - t3, warmMarketCheckMs: t5 - t4, records: markets.length + accounts.length + positions.length + ledger.length + 2 };
}

let lastId = 0;
const newId = (kind) => `${kind}${(Date.now() * 1000 + (lastId += 1)).toString(36)}`.slice(0, 12);

/**
 * `runs` bets of one player, each on another market: the position, its entry, the market's new
 * totals and the account's coins in one commitChanges, based on the revs the start-up read (and
 * each commit returned). Only the commit is timed; the rules' arithmetic is done before.
 */
export async function bets(accountId, marketIds, runs) {
  const db = await open();
  const read = await loadStartup(db, accountId, { now });
  if (!read.ok) throw new Error(`loadStartup failed: ${read.reason}`);
  const markets = new Map(read.records.markets.map((market) => [market.id, market]));
  let account = read.records.accounts.find((candidate) => candidate.id === accountId);
  const own = [...read.records.positions];
  const revs = read.revisions;
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const market = markets.get(marketIds[run % marketIds.length]);
    const choice = run % 2 ? 'NO' : 'YES';
    const amount = 10;
    const newOnSide = !own.some((other) => other.marketId === market.id && other.choice === choice);
    const marketAfter = {
      ...market,
      totalPool: market.totalPool + amount,
      yesCoins: market.yesCoins + (choice === 'YES' ? amount : 0),
      noCoins: market.noCoins + (choice === 'NO' ? amount : 0),
      totalYes: market.totalYes + (newOnSide && choice === 'YES' ? 1 : 0),
      totalNo: market.totalNo + (newOnSide && choice === 'NO' ? 1 : 0),
    };
    const createdAt = iso(NOW + run * 1000);
    const position = {
      id: newId('b'),
      accountId,
      marketId: market.id,
      question: market.question,
      choice,
      amount,
      potentialWin: potentialWin(amount),
      createdAt,
      status: 'open',
      settledAt: null,
      yesShareAfter: coinShares(marketAfter).yes,
      wallet: 'practice',
    };
    const entry = {
      id: positionEntryId(position.id, 'bet'),
      accountId,
      amount: -amount,
      description: entryText('bet', market.question),
      createdAt,
      positionId: position.id,
      kind: 'bet',
      wallet: 'practice',
    };
    const accountAfter = { ...account, coins: account.coins - amount };
    globalThis.gc?.();
    const started = performance.now();
    const result = await commitChanges(db, {
      puts: {
        positions: [{ value: position, baseRev: 0 }],
        ledger: [{ value: entry, baseRev: 0 }],
        markets: [{ value: marketAfter, baseRev: revs.markets[market.id] }],
        accounts: [{ value: accountAfter, baseRev: revs.accounts[accountId] }],
      },
    });
    times.push(performance.now() - started);
    if (result.status !== 'saved') throw new Error(`a bet's commit failed: ${result.reason} ${JSON.stringify(result.conflicts)}`);
    revs.markets[market.id] = result.revisions.markets[market.id];
    revs.accounts[accountId] = result.revisions.accounts[accountId];
    markets.set(market.id, marketAfter);
    account = accountAfter;
    own.push(position);
  }
  db.close();
  return { times };
}

/**
 * One settlement per market of `marketIds` (each holding 100 open positions of 100 accounts),
 * resolved YES: its positions read by index (timed apart), then one commitChanges of the settled
 * positions, the winners' credits, their accounts and the resolved market (timed).
 */
export async function settlements(marketIds) {
  const db = await open();
  const read = await loadStartup(db, null, { now });
  if (!read.ok) throw new Error(`loadStartup failed: ${read.reason}`);
  const markets = new Map(read.records.markets.map((market) => [market.id, market]));
  const accounts = new Map(read.records.accounts.map((account) => [account.id, account]));
  const revs = read.revisions;
  const commitTimes = [];
  const readTimes = [];
  const sizes = [];
  for (const [run, marketId] of marketIds.entries()) {
    const readStart = performance.now();
    const found = await readMarketPositions(db, marketId, { now });
    readTimes.push(performance.now() - readStart);
    if (!found.ok) throw new Error(`readMarketPositions failed: ${found.reason}`);
    const open = found.records.filter((position) => position.status === 'open');
    const market = markets.get(marketId);
    const settledAt = iso(NOW + 3_600_000 + run * 1000);
    const positions = [];
    const credits = [];
    const coins = new Map();
    for (const position of open) {
      const won = position.choice === 'YES';
      positions.push({ value: { ...position, status: won ? 'won' : 'lost', settledAt }, baseRev: found.revisions.positions[position.id] });
      if (!won) continue;
      credits.push({
        value: {
          id: positionEntryId(position.id, 'win'),
          accountId: position.accountId,
          amount: position.potentialWin,
          description: entryText('win', market.question),
          createdAt: settledAt,
          positionId: position.id,
          kind: 'win',
          wallet: position.wallet,
        },
        baseRev: 0,
      });
      coins.set(position.accountId, (coins.get(position.accountId) ?? 0) + position.potentialWin);
    }
    const accountPuts = [...coins].map(([id, credit]) => ({ value: { ...accounts.get(id), coins: accounts.get(id).coins + credit }, baseRev: revs.accounts[id] }));
    const resolved = { ...market, isResolved: true, outcome: 'YES', resolvedAt: settledAt };
    globalThis.gc?.();
    const started = performance.now();
    const result = await commitChanges(db, {
      puts: { positions, ledger: credits, accounts: accountPuts, markets: [{ value: resolved, baseRev: revs.markets[marketId] }] },
    });
    commitTimes.push(performance.now() - started);
    if (result.status !== 'saved') throw new Error(`a settlement's commit failed: ${result.reason}`);
    for (const { value } of accountPuts) {
      accounts.set(value.id, value);
      revs.accounts[value.id] = result.revisions.accounts[value.id];
    }
    revs.markets[marketId] = result.revisions.markets[marketId];
    markets.set(marketId, resolved);
    sizes.push({ positions: positions.length, credits: credits.length, accounts: accountPuts.length });
  }
  db.close();
  return { commitTimes, readTimes, sizes };
}

