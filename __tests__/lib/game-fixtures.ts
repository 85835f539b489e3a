// Shared builders for the tests of the pure game operations: markets, a fake password hash and a
// deterministic OpContext, so every id and timestamp in a test is predictable.

import { EMPTY_GAME_DATA, type GameData, type OpContext, type PasswordHash } from '@/lib/game-data';
import type { Market } from '@/lib/markets';

export const NOW = Date.parse('2026-11-22T12:00:00.000Z');

/** Valid base64 throughout, so states built with it pass the storage schema. */
export const FAKE_HASH: PasswordHash = { salt: 'AAAAAAAAAAAAAAAAAAAAAA==', hash: 'AAAA', iterations: 1 };

export function makeMarket(overrides: Partial<Market> = {}): Market {
  return {
    id: 'm1',
    question: 'Will it rain tomorrow?',
    category: 'News',
    endTime: '2100-01-01T00:00:00.000Z',
    isResolved: false,
    totalYes: 0,
    totalNo: 0,
    totalPool: 0,
    createdAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

export const OPEN_MARKETS: Market[] = [
  makeMarket({ id: 'm1', question: 'Will it rain tomorrow?' }),
  makeMarket({ id: 'm2', question: 'Will the home team win?', category: 'Sports' }),
  makeMarket({ id: 'm3', question: 'Will the index close higher?', category: 'Finance' }),
];

export function gameWith(overrides: Partial<GameData> = {}): GameData {
  return { ...EMPTY_GAME_DATA, markets: OPEN_MARKETS, seededAt: new Date(NOW).toISOString(), ...overrides };
}

/** An OpContext whose ids count up from `id-1`, with the clock settable between operations. */
export function makeCtx(nowMs = NOW, prefix = 'id'): OpContext & { setNow: (ms: number) => void } {
  let counter = 0;
  const ctx = {
    nowMs,
    newId: () => {
      counter += 1;
      return `${prefix}-${counter}`;
    },
    setNow: (ms: number) => {
      ctx.nowMs = ms;
    },
  };
  return ctx;
}

/** A deep copy to compare against later; jsdom has no structuredClone, and game data is plain JSON. */
export function copyOf<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
