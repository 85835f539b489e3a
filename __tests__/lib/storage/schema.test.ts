import * as v from 'valibot';
import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { placeBet } from '@/lib/betting/place-bet';
import type { GameData } from '@/lib/model/game';
import { gameStateSchema, sessionStateSchema } from '@/lib/storage/schema';
import { FAKE_HASH, gameWith, makeCtx, openLegacyLoginAccount } from '../game-fixtures';

/** Two players and the admin, one of them with a bet: every kind of record the state holds. */
function validState(): GameData {
  const ctx = makeCtx();
  const alice = signUp(gameWith(), { username: 'Alice', email: 'alice@example.com', phone: '5550100', password: FAKE_HASH }, ADMIN_EMAIL, ctx);
  if (!alice.ok) throw new Error(alice.reason);
  const admin = openLegacyLoginAccount(alice.data, { email: ADMIN_EMAIL, password: FAKE_HASH }, ADMIN_EMAIL, ctx);
  if (!admin.ok) throw new Error(admin.reason);
  const bet = placeBet(admin.data, { accountId: alice.account.id, marketId: 'm2', choice: 'NO', amount: 300 }, ctx);
  if (!bet.ok) throw new Error(bet.reason);
  return bet.data;
}

/** The state with the first account changed, and its ledger left as it was. */
function withFirstAccount(change: (account: GameData['accounts'][number]) => Partial<GameData['accounts'][number]>): GameData {
  const state = validState();
  const [first, ...rest] = state.accounts;
  if (!first) throw new Error('no account');
  return { ...state, accounts: [{ ...first, ...change(first) }, ...rest] };
}

const passes = (state: unknown) => v.safeParse(gameStateSchema, state).success;
const messagesOf = (state: unknown) => {
  const result = v.safeParse(gameStateSchema, state);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('gameStateSchema', () => {
  it('accepts a consistent state with accounts, a ledger and a position', () => {
    const state = validState();
    expect(state.positions).toHaveLength(1);
    expect(messagesOf(state)).toEqual([]);
  });

  it('accepts the empty state a first visit starts from', () => {
    expect(passes(gameWith())).toBe(true);
  });

  it.each<[string, number]>([
    ['negative', -5],
    ['fractional', 1.5],
    ['past a safe integer', 2 ** 53],
    ['not a number', Number.NaN],
  ])('refuses a %s balance', (_, coins) => {
    expect(passes(withFirstAccount(() => ({ coins })))).toBe(false);
  });

  it('refuses a balance that is not the sum of the ledger', () => {
    const state = withFirstAccount((account) => ({ coins: account.coins + 1 }));
    expect(messagesOf(state)).toEqual(['A balance that is not its ledger']);
  });

  it('refuses a position that promises more than the payout rule (settlement pays the promise)', () => {
    const state = validState();
    const positions = state.positions.map((position) => ({ ...position, potentialWin: 5_000_000 }));
    expect(messagesOf({ ...state, positions })).toEqual(['A promised win that is not the payout rule']);
  });

  it('refuses a league wallet whose ledger is below zero, whatever the practice wallet holds', () => {
    const state = validState();
    const [first] = state.ledger;
    if (!first) throw new Error('no entry');
    const overdrawn = { ...first, id: 'league-debit', amount: -1, kind: 'bet' as const, wallet: 'league-1', positionId: null };
    expect(messagesOf({ ...state, ledger: [...state.ledger, overdrawn] })).toEqual(['A wallet below zero']);
  });

  it('refuses a ledger entry removed behind the balance’s back', () => {
    const state = validState();
    expect(messagesOf({ ...state, ledger: state.ledger.slice(0, -1) })).toEqual(['A balance that is not its ledger']);
  });

  it('refuses an admin flag on an address other than the admin’s', () => {
    expect(messagesOf(withFirstAccount(() => ({ isAdmin: true })))).toEqual(['An admin flag without the admin address']);
  });

  it('accepts the admin address without the flag', () => {
    const state = validState();
    expect(passes({ ...state, accounts: state.accounts.map((account) => ({ ...account, isAdmin: false })) })).toBe(true);
  });

  it('refuses a ledger entry of an account that does not exist', () => {
    const state = validState();
    const stray = { ...state.ledger[0]!, id: 'stray', accountId: 'ghost' };
    expect(messagesOf({ ...state, ledger: [...state.ledger, stray] })).toEqual(['A ledger entry of no account']);
  });

  it('refuses a position of an account that does not exist', () => {
    const state = validState();
    const stray = { ...state.positions[0]!, id: 'stray', accountId: 'ghost' };
    expect(messagesOf({ ...state, positions: [...state.positions, stray] })).toEqual(['A position of no account']);
  });

  it('refuses two accounts with the same id', () => {
    const state = validState();
    const [first, second] = state.accounts;
    expect(messagesOf({ ...state, accounts: [first, { ...second!, id: first!.id }, ...state.accounts.slice(2)] })).toEqual([
      'Two accounts share an id',
    ]);
  });

  it('refuses two accounts with the same email', () => {
    const state = validState();
    const [first, ...rest] = state.accounts;
    expect(messagesOf({ ...state, accounts: [{ ...first!, email: rest[0]!.email, isAdmin: false }, ...rest] })).toContain(
      'Two accounts share an email',
    );
  });

  it.each(['placeBet', 'setState', 'seedCatalogueIfNew', '__proto__x'])('refuses an extra top-level key %p', (key) => {
    expect(passes({ ...validState(), [key]: () => undefined })).toBe(false);
    expect(passes({ ...validState(), [key]: 'text' })).toBe(false);
  });

  it('refuses an unknown key inside an account', () => {
    expect(passes(withFirstAccount(() => ({ role: 'admin' }) as never))).toBe(false);
  });

  it('refuses a zero or fractional ledger amount', () => {
    const state = validState();
    for (const amount of [0, 0.5]) {
      const ledger = state.ledger.map((entry, index) => (index === 0 ? { ...entry, amount } : entry));
      expect(passes({ ...state, ledger })).toBe(false);
    }
  });

  it('refuses a password salt that is not base64', () => {
    expect(passes(withFirstAccount((account) => ({ password: { ...account.password, salt: 'not base64!' } })))).toBe(false);
  });

  it('refuses a last bonus day that is not a date', () => {
    expect(passes(withFirstAccount(() => ({ lastBonusDay: 'yesterday' })))).toBe(false);
    expect(passes(withFirstAccount(() => ({ lastBonusDay: '2026-11-22' })))).toBe(true);
  });

  it('refuses a missing part of the state', () => {
    const withoutSettings: Partial<GameData> = validState();
    delete withoutSettings.settings;
    expect(passes(withoutSettings)).toBe(false);
  });
});

describe('sessionStateSchema', () => {
  it('accepts a session with or without an account', () => {
    expect(v.safeParse(sessionStateSchema, { accountId: null }).success).toBe(true);
    expect(v.safeParse(sessionStateSchema, { accountId: 'id-1' }).success).toBe(true);
  });

  it('refuses an empty account id and extra keys', () => {
    expect(v.safeParse(sessionStateSchema, { accountId: '' }).success).toBe(false);
    expect(v.safeParse(sessionStateSchema, { accountId: null, logOut: 'x' }).success).toBe(false);
  });
});
