// The benchmark's game, built the same way for both engines: `markets`, `accounts` and
// `positions` records (and one bet entry per position, a welcome and a top-up per account) that
// pass the lib/model schemas and agree with each other, made one at a time so that a million
// positions never sit in memory at once. Each engine hands in its own rules (the payout, the
// entries' texts and ids, the YES share), so each builds its game with its own code.
//
// Layout: the last SETTLE_MARKETS markets each hold SETTLE_SIZE open positions of SETTLE_SIZE
// different accounts (one market per timed settlement); every other position goes round-robin over
// the other markets and over every account. Ids are 12 characters, as the app's newId makes them.

export const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const DAY_MS = 86_400_000;
export const SETTLE_MARKETS = 6;
export const SETTLE_SIZE = 100;
export const WELCOME = 1000;
/** Every account also tops up once, as the old Node bench's players did: 100 bets of up to 50 coins need more than the welcome. */
export const TOP_UP = 5000;
export const PRACTICE = 'practice';
const CATEGORIES = ['Sports', 'Finance', 'News', 'Entertainment'];
const PASSWORD = { salt: 'c2FsdHNhbHRzYWx0c2FsdA==', hash: 'aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g=', iterations: 600_000 };
const DESCRIPTION = 'Resolves YES if the closing level on the last trading day is above the opening level of the first.';

/** A 12-character id: one letter for the kind, then the number in base 36. */
export const idOf = (kind, n) => kind + n.toString(36).padStart(11, '0');
export const iso = (ms) => new Date(ms).toISOString();

export function sizes(scale) {
  return { markets: 1_000 * scale, accounts: 100 * scale, positions: 10_000 * scale };
}

/**
 * The plan of a game at `scale` (1 = 1,000 markets, 100 accounts, 10,000 positions). One pass
 * over the positions sums each market's pool and players and each account's stakes; the records
 * are then made on demand. `rules`: { potentialWin, entryText, positionEntryId, coinShares }.
 */
export function planGame(scale, rules) {
  const { markets: M, accounts: A, positions: P } = sizes(scale);
  const regularMarkets = M - SETTLE_MARKETS;
  const regularPositions = P - SETTLE_MARKETS * SETTLE_SIZE;
  const stride = A / SETTLE_SIZE;
  if (!Number.isInteger(stride) || stride < 1) throw new Error(`${A} accounts cannot fill a settlement of ${SETTLE_SIZE}`);

  const marketOf = (p) => (p < regularPositions ? p % regularMarkets : regularMarkets + Math.floor((p - regularPositions) / SETTLE_SIZE));
  const accountOf = (p) => (p < regularPositions ? p % A : ((p - regularPositions) % SETTLE_SIZE) * stride);
  const choiceOf = (p) => (p % 3 ? 'YES' : 'NO');
  const amountOf = (p) => 10 * (1 + (p % 5));
  // Spread over the last 29 days, in the order of p.
  const createdAtOf = (p) => NOW - 30 * DAY_MS + Math.floor((p * 29 * DAY_MS) / P);

  const yesCoins = new Float64Array(M);
  const noCoins = new Float64Array(M);
  const totalYes = new Uint32Array(M);
  const totalNo = new Uint32Array(M);
  const spent = new Float64Array(A);
  const sides = new Set();
  for (let p = 0; p < P; p += 1) {
    const m = marketOf(p);
    const a = accountOf(p);
    const yes = choiceOf(p) === 'YES';
    const amount = amountOf(p);
    if (yes) yesCoins[m] += amount;
    else noCoins[m] += amount;
    spent[a] += amount;
    // A player counts once per side of a market, however many bets they place on it.
    const side = (m * A + a) * 2 + (yes ? 1 : 0);
    if (!sides.has(side)) {
      sides.add(side);
      if (yes) totalYes[m] += 1;
      else totalNo[m] += 1;
    }
  }
  sides.clear();

  const question = (m) => `Will benchmark market number ${m} close above its opening level this year?`;
  const accountCreatedAt = iso(NOW - 31 * DAY_MS);

  function market(m) {
    const record = {
      id: idOf('m', m),
      question: question(m),
      category: CATEGORIES[m % 4],
      endTime: iso(NOW + 30 * DAY_MS),
      isResolved: false,
      totalYes: totalYes[m],
      totalNo: totalNo[m],
      totalPool: yesCoins[m] + noCoins[m],
      yesCoins: yesCoins[m],
      noCoins: noCoins[m],
      createdAt: iso(NOW - 60 * DAY_MS),
      leagueId: null,
    };
    if (m % 2 === 0) record.description = DESCRIPTION;
    return record;
  }

  function account(a) {
    return {
      id: idOf('a', a),
      username: `Player${a}`,
      email: `player${a}@example.com`,
      phone: null,
      createdAt: accountCreatedAt,
      isAdmin: false,
      coins: WELCOME + TOP_UP - spent[a],
      password: PASSWORD,
      lastBonusDay: null,
      notifications: { email: true, sms: false },
    };
  }

  function accountEntries(a) {
    const accountId = idOf('a', a);
    const entry = (id, amount, kind, createdAt) => ({ id, accountId, amount, description: rules.entryText(kind), createdAt, positionId: null, kind, wallet: PRACTICE });
    return [entry(idOf('w', a), WELCOME, 'welcome', accountCreatedAt), entry(idOf('t', a), TOP_UP, 'top-up', iso(NOW - 31 * DAY_MS + 60_000))];
  }

  /** The entry a bet writes with its position (the very entry the old engine's packer implies). */
  function betEntry(position) {
    return {
      id: rules.positionEntryId(position.id, 'bet'),
      accountId: position.accountId,
      amount: -position.amount,
      description: rules.entryText('bet', position.question),
      createdAt: position.createdAt,
      positionId: position.id,
      kind: 'bet',
      wallet: position.wallet,
    };
  }

  /** Every position in the order placed, each with the YES share its market had just after it. */
  function* positions() {
    const runYes = new Float64Array(M);
    const runPool = new Float64Array(M);
    for (let p = 0; p < P; p += 1) {
      const m = marketOf(p);
      const choice = choiceOf(p);
      const amount = amountOf(p);
      if (choice === 'YES') runYes[m] += amount;
      runPool[m] += amount;
      yield {
        id: idOf('p', p),
        accountId: idOf('a', accountOf(p)),
        marketId: idOf('m', m),
        question: question(m),
        choice,
        amount,
        potentialWin: rules.potentialWin(amount),
        createdAt: iso(createdAtOf(p)),
        status: 'open',
        settledAt: null,
        yesShareAfter: rules.coinShares({ yesCoins: runYes[m], totalPool: runPool[m] }).yes,
        wallet: PRACTICE,
      };
    }
  }

  function* markets() {
    for (let m = 0; m < M; m += 1) yield market(m);
  }

  function* accounts() {
    for (let a = 0; a < A; a += 1) yield account(a);
  }

  function* welcomeEntries() {
    for (let a = 0; a < A; a += 1) yield* accountEntries(a);
  }

  /** The whole game as the old engine holds it in memory (GameData): only for the scales it can store. */
  function gameData(settings) {
    const allPositions = [...positions()];
    return {
      markets: [...markets()],
      seededAt: null,
      accounts: [...accounts()],
      ledger: [...welcomeEntries(), ...allPositions.map(betEntry)],
      positions: allPositions,
      settings,
    };
  }

  return {
    scale,
    sizes: { markets: M, accounts: A, positions: P, ledger: P + 2 * A },
    ids: {
      /** The account logged in at start-up and placing the timed bets: it holds 1/A of the positions. */
      playerId: idOf('a', 1),
      /** Open markets the timed bets go to, one each. */
      betMarketIds: Array.from({ length: 40 }, (_, index) => idOf('m', (index * 37 + 5) % regularMarkets)),
      /** The markets with SETTLE_SIZE open positions each, one per settlement. */
      settleMarketIds: Array.from({ length: SETTLE_MARKETS }, (_, index) => idOf('m', regularMarkets + index)),
    },
    markets,
    accounts,
    welcomeEntries,
    positions,
    betEntry,
    gameData,
  };
}
