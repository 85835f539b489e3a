// `npm run bench`: how the pure game rules cope at scale, outside any browser. It compiles lib/
// to CommonJS with the project's TypeScript, builds a stored state of 100 accounts holding
// 10,000 open positions on one market, and prints the median time to settle it, to encode the
// stored envelope and to decode (migrate + validate) it at start-up, and the stored size.
// Figures are for this machine's Node; a phone's browser is slower, so the README quotes them
// as an upper bound on the work, not on the wait.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import ts from 'typescript';

const ROOT = process.cwd();
const OUT = join(ROOT, 'node_modules', '.cache', 'predictoplay-bench');
const ACCOUNTS = 100;
const POSITIONS = 10_000;
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
    const start = performance.now();
    result = run();
    times.push(performance.now() - start);
  }
  return { ms: median(times), result };
}

const load = compileLib();
const { settleMarket } = load('./lib/settlement.js');
const { potentialWin } = load('./lib/betting-rules.js');
const { EMPTY_GAME_DATA } = load('./lib/game-data.js');
const { decodeEnvelope, encodeEnvelope } = load('./lib/storage/envelope.js');
const { GAME_MIGRATIONS } = load('./lib/storage/migrations.js');
const { gameStateSchema } = load('./lib/storage/schema.js');

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const at = (offsetMs) => new Date(NOW + offsetMs).toISOString();
const version = Math.max(...Object.keys(GAME_MIGRATIONS).map(Number)) + 1;

/** A state exactly as play would leave it: starting balances, then 100 bets per account. */
function buildState() {
  const market = {
    id: 'bench-market',
    question: 'Will the benchmark settle quickly?',
    category: 'News',
    endTime: at(-60_000),
    isResolved: false,
    totalYes: ACCOUNTS / 2,
    totalNo: ACCOUNTS / 2,
    totalPool: 0,
    createdAt: at(-86_400_000),
  };
  const accounts = [];
  const ledger = [];
  const positions = [];
  for (let a = 0; a < ACCOUNTS; a += 1) {
    const id = `account-${a}`;
    let coins = 1_000_000;
    ledger.push({ id: `start-${a}`, accountId: id, amount: coins, description: 'Starting balance', createdAt: at(-3_600_000), positionId: null });
    for (let p = 0; p < POSITIONS / ACCOUNTS; p += 1) {
      const amount = 10 + ((a * 37 + p * 11) % 490);
      const positionId = `position-${a}-${p}`;
      const choice = a % 2 === 0 ? 'YES' : 'NO';
      coins -= amount;
      market.totalPool += amount;
      ledger.push({ id: `bet-${a}-${p}`, accountId: id, amount: -amount, description: `Bet placed: ${market.question}`, createdAt: at(-60_000 - p), positionId });
      positions.push({ id: positionId, accountId: id, marketId: market.id, question: market.question, choice, amount, potentialWin: potentialWin(amount), createdAt: at(-60_000 - p), status: 'open', settledAt: null });
    }
    accounts.push({
      id,
      username: `Player${a}`,
      email: `player${a}@example.com`,
      phone: null,
      createdAt: at(-3_600_000),
      isAdmin: false,
      coins,
      password: { salt: 'c2FsdHNhbHRzYWx0c2FsdA==', hash: 'aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g=', iterations: 600_000 },
      lastBonusDay: null,
      notifications: { email: true, sms: false },
    });
  }
  return { ...EMPTY_GAME_DATA, markets: [market], accounts, ledger, positions };
}

const state = buildState();
let ids = 0;
const ctx = { nowMs: NOW, newId: () => `bench-${(ids += 1)}` };

const settle = timed(() => settleMarket(state, 'bench-market', 'YES', ctx));
if (!settle.result.ok) throw new Error(`settlement refused: ${settle.result.reason}`);
const settled = settle.result.data;
const encode = timed(() => encodeEnvelope({ version, rev: 1, state: settled }));
const stored = encode.result;
const spec = { version, schema: gameStateSchema, migrations: GAME_MIGRATIONS };
const decode = timed(() => decodeEnvelope(stored, spec));
if (!decode.result.ok) throw new Error(`the settled state does not decode: ${decode.result.reason}`);

const before = encodeEnvelope({ version, rev: 0, state });
const kb = (text) => `${(Buffer.byteLength(text, 'utf8') / 1024).toFixed(0)} kB UTF-8, ${(text.length / 1024).toFixed(0)} K characters`;
const row = (label, value) => console.log(`  ${label.padEnd(44)} ${value}`);

console.log(`Benchmark (Node ${process.version}, median of ${RUNS} runs)`);
row(`Settle ${POSITIONS.toLocaleString('en')} open positions, ${ACCOUNTS} accounts`, `${settle.ms.toFixed(1)} ms (${settle.result.summary.settled} settled, ${settle.result.summary.paidOut.toLocaleString('en')} coins paid)`);
row('Encode the stored state (JSON)', `${encode.ms.toFixed(1)} ms`);
row('Decode at start-up (parse, migrate, validate)', `${decode.ms.toFixed(1)} ms`);
row('Stored state before settlement', kb(before));
row('Stored state after settlement', kb(stored));
