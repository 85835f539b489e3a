// `npm run bench`: how the game copes at scale, outside any browser. It compiles lib/ to
// CommonJS with the project's TypeScript and plays two states with the real rules:
//  - 100 accounts holding 10,000 open positions on one market: the median time to settle it;
//  - 1,000 markets and 10,000 positions: the median time to place one more bet and write the
//    result (the rules, the check for another tab's write, packing, JSON and the storage call,
//    here an in-memory storage), and to read it at start-up (parse, migrate, check, unpack);
// and the stored size of each. Goals: settle < 50 ms, a bet's write < 5 ms, start-up < 30 ms,
// stored < 1 MB. Figures are for this machine's Node; a phone is a few times slower.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import ts from 'typescript';

const ROOT = process.cwd();
const OUT = join(ROOT, 'node_modules', '.cache', 'predictoplay-bench');
const ACCOUNTS = 100;
const POSITIONS = 10_000;
const MARKETS = 1_000;
const RUNS = 15;

function tsFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? tsFiles(path) : name.endsWith('.ts') ? [path] : [];
  });
}

function compileLib() {
  rmSync(OUT, { recursive: true, force: true });
  for (const file of tsFiles(join(ROOT, 'lib'))) {
    const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
    });
    const target = join(OUT, relative(ROOT, file)).replace(/\.ts$/, '.js');
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, outputText);
  }
  return createRequire(join(OUT, 'index.js'));
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function timed(run) {
  const times = [];
  let result;
  for (let index = 0; index < RUNS; index += 1) {
    // With --expose-gc (as `npm run bench` runs it) each run starts without another's garbage.
    globalThis.gc?.();
    const start = performance.now();
    result = run();
    times.push(performance.now() - start);
  }
  return { ms: median(times), result };
}

const load = compileLib();
const { settleMarket } = load('./lib/settlement/settlement.js');
const { placeBet } = load('./lib/betting/place-bet.js');
const { signUp } = load('./lib/account/accounts.js');
const { addCoins } = load('./lib/wallet/free-coins.js');
const { createMarket } = load('./lib/market/market-draft.js');
const { EMPTY_GAME_DATA } = load('./lib/model/empty-game.js');
const { decodeEnvelope, encodeState } = load('./lib/storage/envelope.js');
const { createEnvelopeStorage } = load('./lib/storage/envelope-storage.js');
const { GAME_SPEC, GAME_CODEC } = load('./lib/storage/game-spec.js');
const { newId } = load('./lib/store/op-context.js');
const { addedRecordIds } = load('./lib/storage/rebase.js');

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const DAY_MS = 86_400_000;
const KEY = 'predictoplay:game';
const ctxAt = (nowMs) => ({ nowMs, newId });

function ok(result) {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result)}`);
  return result;
}

/** `count` markets created by the admin, every other one with a description, all open. */
function withMarkets(data, count) {
  let next = data;
  for (let m = 0; m < count; m += 1) {
    const draft = {
      question: `Will benchmark market number ${m} close above its opening level this year?`,
      category: ['Sports', 'Finance', 'News', 'Entertainment'][m % 4],
      endTime: new Date(NOW + 30 * DAY_MS).toISOString(),
      description: m % 2 ? '' : 'Resolves YES if the closing level on the last trading day is above the opening level of the first.',
    };
    next = ok(createMarket(next, draft, ctxAt(NOW - 60 * DAY_MS))).data;
  }
  return next;
}

/** `accounts` players, then bets round-robin over them and `markets`, as play would leave them. */
function withBets(data, accounts, positions, marketIds) {
  let next = data;
  const ids = [];
  for (let a = 0; a < accounts; a += 1) {
    const password = { salt: 'c2FsdHNhbHRzYWx0c2FsdA==', hash: 'aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g=', iterations: 600_000 };
    const opened = ok(signUp(next, { username: `Player${a}`, email: `player${a}@example.com`, phone: null, password }, 'admin@example.com', ctxAt(NOW - DAY_MS)));
    // A top-up on the welcome bonus, so that every player can afford the bets below and one more.
    next = ok(addCoins(opened.data, opened.account.id, 5000, ctxAt(NOW - DAY_MS))).data;
    ids.push(opened.account.id);
  }
  for (let p = 0; p < positions; p += 1) {
    const bet = { accountId: ids[p % accounts], marketId: marketIds[p % marketIds.length], choice: p % 3 ? 'YES' : 'NO', amount: 10 };
    // Bets spread over the last 30 days, as a long-lived browser would hold them.
    next = ok(placeBet(next, bet, ctxAt(NOW - 30 * DAY_MS + p * 259_000))).data;
  }
  return next;
}

/** A storage in memory, in the shape of the app's SafeStorage, holding `text` under the game key. */
function memoryStorage(text) {
  const values = new Map([[KEY, text]]);
  return {
    read: (key) => ({ ok: true, value: values.get(key) ?? null }),
    write: (key, value) => (values.set(key, value), true),
    remove: (key) => values.delete(key),
  };
}

const kb = (text) => `${(Buffer.byteLength(text, 'utf8') / 1024).toFixed(0)} kB`;
const row = (label, value) => console.log(`  ${label.padEnd(58)} ${value}`);
console.log(`Benchmark (Node ${process.version}, median of ${RUNS} runs)`);

// Settling: one market, 100 accounts, 10,000 open positions.
{
  const start = withMarkets(EMPTY_GAME_DATA, 1);
  const market = start.markets[0].id;
  const state = withBets(start, ACCOUNTS, POSITIONS, [market]);
  const settle = timed(() => settleMarket(state, market, 'YES', ctxAt(NOW)));
  const settled = ok(settle.result);
  row(`Settle ${POSITIONS.toLocaleString('en')} open positions of ${ACCOUNTS} accounts`, `${settle.ms.toFixed(1)} ms (goal < 50)`);
  row('  stored before / after settlement', `${kb(encodeState(GAME_SPEC, 1, state))} / ${kb(encodeState(GAME_SPEC, 2, settled.data))}`);
}

// Betting and start-up: 1,000 markets, 100 accounts, 10,000 positions spread over the markets.
{
  const start = withMarkets(EMPTY_GAME_DATA, MARKETS);
  const state = withBets(start, ACCOUNTS, POSITIONS, start.markets.map((market) => market.id));
  const text = encodeState(GAME_SPEC, 1, state);
  const read = timed(() => decodeEnvelope(text, GAME_SPEC));
  if (!read.result.ok) throw new Error(`the stored state does not load: ${read.result.reason}`);
  const bet = { accountId: state.accounts[0].id, marketId: state.markets[0].id, choice: 'YES', amount: 10 };
  /** What a bet costs in commitGame: adopt another tab's write if any, apply the rules, note what it added, store. */
  function betAndWrite(storage, current) {
    const placed = ok(placeBet(current, bet, ctxAt(NOW)));
    storage.hasUnseen(KEY);
    addedRecordIds(current, placed.data);
    storage.setItem(KEY, { state: placed.data, version: GAME_SPEC.version });
    return placed.data;
  }
  function loadedStorage() {
    const storage = createEnvelopeStorage({ codec: GAME_CODEC, storage: memoryStorage(text), now: () => NOW, onSetAside: () => {} });
    return { storage, state: storage.getItem(KEY).state };
  }
  // Bets in a session that has written before reuse the packed rows that did not change; the
  // first bet after start-up packs every row afresh, so it is timed apart.
  const session = loadedStorage();
  let current = betAndWrite(session.storage, session.state);
  // One bet after another, as a player places them.
  const betMs = timed(() => (current = betAndWrite(session.storage, current))).ms;
  const firstMs = median(
    Array.from({ length: RUNS }, () => {
      const fresh = loadedStorage();
      globalThis.gc?.();
      const begin = performance.now();
      betAndWrite(fresh.storage, fresh.state);
      return performance.now() - begin;
    }),
  );
  row(`Place a bet with ${MARKETS.toLocaleString('en')} markets and ${POSITIONS.toLocaleString('en')} positions stored`, `${betMs.toFixed(1)} ms (goal < 5)`);
  row('  the first bet after start-up', `${firstMs.toFixed(1)} ms`);
  row('Read that state at start-up (parse, migrate, check, unpack)', `${read.ms.toFixed(1)} ms (goal < 30)`);
  row('  stored', `${kb(text)} (goal < 1,024 kB)`);
}
