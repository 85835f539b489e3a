// The frozen version 8 decoder against today's decoding (GAME_SPEC: the envelope's migrations,
// storedGameSchema and the packer): for the fixture of every stored version, for any played game
// and for any one field of it tampered with, both give exactly the same records or both refuse.
// Once the packer is gone these tests go with it; the decoder's own fixtures stay in the move's tests.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import type { GameData } from '@/lib/model/game';
import { decodeEnvelope, encodeState } from '@/lib/storage/envelope';
import { GAME_SPEC } from '../v8-reference/game-spec';
import { decodeStoredGame } from '@/lib/storage/idb/migrate-from-local-storage';
import { GAME_MIGRATIONS, runMigrations } from '@/lib/storage/migrations';
import { decodeV8Game } from '@/lib/storage/migrations/v8/decode';
import { V1_STORED } from '../fixtures/v1';
import { V2_STORED } from '../fixtures/v2';
import { V3_STORED } from '../fixtures/v3';
import { V4_STORED } from '../fixtures/v4';
import { V5_STORED } from '../fixtures/v5';
import { V6_STORED } from '../fixtures/v6';
import { V7_STORED } from '../fixtures/v7';
import { annsGame, play, playStepArb } from '../../played-games';

/** What today's decoding makes of a stored text, and what the frozen one makes of it. */
function both(text: string) {
  const today = decodeEnvelope(text, GAME_SPEC);
  const frozen = decodeStoredGame(text, ADMIN_EMAIL);
  // Today's schema gives a game from before leagues empty lists of them; version 8 had no such fields.
  const todayGame = ({ leagues, operatedLeagues, memberships, notifyOptIns, ...game }: { leagues?: unknown; operatedLeagues?: unknown; memberships?: unknown; notifyOptIns?: unknown }) => {
    void [leagues, operatedLeagues, memberships, notifyOptIns];
    return game;
  };
  return { today: today.ok ? { ok: true, game: todayGame(today.state) } : { ok: false, reason: today.reason }, frozen: frozen.ok ? { ok: true, game: frozen.game } : { ok: false, reason: frozen.reason } };
}

/** The same outcome, the same records field by field, and the same fields in the same order. */
function expectSame(text: string): boolean {
  const { today, frozen } = both(text);
  expect(frozen).toStrictEqual(today);
  expect(JSON.stringify(frozen)).toBe(JSON.stringify(today));
  return today.ok;
}

type V8Game = Omit<GameData, 'leagues' | 'operatedLeagues' | 'memberships' | 'notifyOptIns'>;

const v8Text = (data: V8Game, rev = 1) => encodeState(GAME_SPEC, rev, { ...data, leagues: [], operatedLeagues: [], memberships: [], notifyOptIns: [] });

function todaysState(text: string): V8Game {
  const decoded = decodeEnvelope(text, GAME_SPEC);
  if (!decoded.ok) throw new Error(decoded.reason);
  const { leagues, operatedLeagues, memberships, notifyOptIns, ...game } = decoded.state;
  void [leagues, operatedLeagues, memberships, notifyOptIns];
  return game;
}

const V8_TEXT = v8Text(todaysState(JSON.stringify(V7_STORED)), 41);
const ANNS_TEXT = v8Text(annsGame().data);

describe('the frozen version 8 decoder', () => {
  it.each([
    ['1', JSON.stringify(V1_STORED)],
    ['2', JSON.stringify(V2_STORED)],
    ['3', JSON.stringify(V3_STORED)],
    ['4', JSON.stringify(V4_STORED)],
    ['5', JSON.stringify(V5_STORED)],
    ['6', JSON.stringify(V6_STORED)],
    ['7', JSON.stringify(V7_STORED)],
    ['8', V8_TEXT],
    ['8 (a played game)', ANNS_TEXT],
  ])('decodes the version %s fixture exactly as today’s decoding does', (_, text) => {
    expect(expectSame(text)).toBe(true);
  });

  it('decodes the plain version 8 state on its own, after the earlier steps', () => {
    const { version, state } = JSON.parse(JSON.stringify(V6_STORED)) as { version: number; state: unknown };
    const migrated = runMigrations(state, version, 8, GAME_MIGRATIONS);
    if (!migrated.ok) throw new Error('migrations');
    expect(decodeV8Game(migrated.state, ADMIN_EMAIL)).toStrictEqual({ ok: true, game: todaysState(JSON.stringify(V6_STORED)) });
  });

  it('decodes any played game exactly as today’s decoding does', () => {
    fc.assert(
      fc.property(fc.array(playStepArb, { maxLength: 30 }), (steps) => {
        expect(expectSame(v8Text(play(steps).data))).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  describe('refuses what today’s decoding refuses', () => {
    interface PackedState {
      markets: Record<string, number>[];
      accounts: Record<string, unknown>[];
      ledger: unknown[];
      positions: unknown[][];
      [field: string]: unknown;
    }
    type Tamper = (state: PackedState) => void;
    const text = (tamper: Tamper) => {
      const envelope = JSON.parse(ANNS_TEXT) as { state: PackedState };
      tamper(envelope.state);
      return JSON.stringify(envelope);
    };
    /** The item of a list the fixture is known to have. */
    const nth = <T>(list: readonly T[], at: number): T => {
      const item = list[at];
      if (item === undefined) throw new Error('fixture');
      return item;
    };
    const firstTuple = (state: PackedState) => state.ledger.find(Array.isArray) as unknown[];

    it.each<[string, Tamper]>([
      ['a balance that is not its ledger', (state) => void (nth(state.accounts, 0).coins = Number(nth(state.accounts, 0).coins) + 1)],
      ['a position referring to no account', (state) => void (nth(state.positions, 0)[1] = 99)],
      ['a position referring to no market', (state) => void (nth(state.positions, 0)[2] = 99)],
      ['a ledger number referring to no position', (state) => void state.ledger.push(999)],
      ['a position row one field short', (state) => void nth(state.positions, 0).splice(9, 1)],
      ['a position whose code is no choice and status', (state) => void (nth(state.positions, 0)[3] = 8)],
      ['a position with a field that is not one', (state) => void nth(state.positions, 0).push({ wallet: 'practice', surprise: 1 })],
      ['an entry tuple without its kind', (state) => void firstTuple(state).splice(6, 1)],
      ['an entry of 0 coins', (state) => void (firstTuple(state)[2] = 0)],
      ['an admin flag away from the admin address', (state) => void (nth(state.accounts, 0).isAdmin = true)],
      ['two accounts with one email', (state) => void (nth(state.accounts, 1).email = nth(state.accounts, 0).email)],
      ['a market whose coins are not its pool', (state) => void (nth(state.markets, 0).yesCoins = Number(nth(state.markets, 0).yesCoins) + 1)],
      ['a field that is not the game’s', (state) => void (state.extra = [])],
    ])('%s', (_, tamper) => {
      const tampered = text(tamper);
      expect(both(tampered)).toEqual({ today: { ok: false, reason: 'wrong-shape' }, frozen: { ok: false, reason: 'wrong-shape' } });
    });

    it('accepts the admin flag on the admin address, as today', () => {
      expect(expectSame(text((state) => {
        nth(state.accounts, 0).email = ADMIN_EMAIL;
        nth(state.accounts, 0).isAdmin = true;
      }))).toBe(true);
    });
  });

  it('agrees with today’s decoding on any one value of a stored game replaced by another', () => {
    const interesting = fc.oneof(
      fc.constantFrom<unknown>(0, 1, 2, -1, 1.5, 7, 8, 99, 100, 101, null, '', 'practice', 'league-1', 'bet', 'win', 'YES', '2026-01-01T00:00:00.000Z', 'not a time', [], {}, { wallet: 'practice' }, { wallet: 'league-1' }, { kind: 'bet' }, { kind: 'top-up', wallet: 'league-1' }, true, false),
      // Texts at each length limit of version 8 and one past it (an image must start with '/').
      fc.constantFrom(...[1, 2, 3, 20, 21, 25, 26, 40, 41, 64, 65, 200, 201, 254, 255, 300, 301, 500, 501].flatMap((length) => ['a'.repeat(length), `/${'a'.repeat(length - 1)}`])),
      fc.constantFrom('AAAA', 'AAA=', 'AA==', 'A===', '2026-11-23', '2026-13-01', 10_000, 10_001, 8.64e15, 8.64e15 + 1, Number.MAX_SAFE_INTEGER),
      fc.jsonValue({ maxDepth: 2 }),
    );
    const game = JSON.parse(ANNS_TEXT) as { state: unknown };
    const paths: (string | number)[][] = [];
    const walk = (value: unknown, at: (string | number)[]) => {
      paths.push(at);
      if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...at, index]));
      else if (typeof value === 'object' && value !== null) for (const [key, item] of Object.entries(value)) walk(item, [...at, key]);
    };
    walk(game.state, ['state']);
    fc.assert(
      fc.property(fc.constantFrom(...paths.filter((at) => at.length > 1)), interesting, (at, replacement) => {
        const envelope = JSON.parse(ANNS_TEXT) as Record<string | number, unknown>;
        let parent: Record<string | number, unknown> = envelope;
        for (const key of at.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
        parent[at[at.length - 1] as string | number] = replacement;
        expectSame(JSON.stringify(envelope));
      }),
      { numRuns: 1500 },
    );
  });
});

describe('the move from localStorage', () => {
  const ROOT = path.join(__dirname, '../../../..');
  const GONE = ['lib/storage/packed-game.ts', 'lib/storage/packed-extras.ts', 'lib/storage/packed-time.ts', 'lib/storage/schema.ts', 'lib/storage/game-spec.ts'];

  /** Every file of the app a file's code imports, followed through; type imports load nothing. */
  function codeImports(start: string): Set<string> {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(path.join(ROOT, file), 'utf8');
      for (const [, clause = '', from = ''] of source.matchAll(/^\s*(?:import|export)\s+(?!type\s)([^'";]*?)\s*from\s*['"]([^'"]+)['"]/gm)) {
        const names = /^\{([^}]*)\}$/.exec(clause.trim())?.[1];
        if (names !== undefined && names.split(',').every((name) => name.trim() === '' || /^\s*type\s/.test(name))) continue;
        const target = from.startsWith('@/') ? from.slice(2) : from.startsWith('.') ? path.join(path.dirname(file), from) : null;
        // The compiled catalogues (lib/i18n/paraglide) are generated JavaScript, and hold no storage code.
        if (target !== null && !target.startsWith(path.join('lib', 'i18n', 'paraglide'))) visit(`${target}.ts`);
      }
    };
    visit(start);
    return seen;
  }

  it('loads none of the packed form’s code, nor today’s game schema', () => {
    const loaded = codeImports('lib/storage/idb/migrate-from-local-storage.ts');
    expect(loaded).toContain('lib/storage/migrations/v8/decode.ts');
    expect(GONE.filter((file) => loaded.has(file))).toEqual([]);
  });
});
