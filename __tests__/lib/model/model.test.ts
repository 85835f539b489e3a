import * as v from 'valibot';
import { EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH, USERNAME_LENGTH } from '@/lib/account/account-limits';
import { DAILY_BONUS_RANGE, PLATFORM_NAME_MAX_LENGTH } from '@/lib/admin/settings-limits';
import { DESCRIPTION_MAX_LENGTH, QUESTION_LENGTH } from '@/lib/market/market-limits';
import { accountSchema, type Account } from '@/lib/model/account';
import { DEFAULT_SETTINGS, EMPTY_GAME_DATA } from '@/lib/model/empty-game';
import { ID_MAX_LENGTH } from '@/lib/model/fields';
import { gameDataSchema } from '@/lib/model/game-schema';
import { LEDGER_ENTRY_KINDS, ledgerEntrySchema, type LedgerEntry } from '@/lib/model/ledger-entry';
import { marketSchema, type Market } from '@/lib/model/market';
import { positionSchema, type Position } from '@/lib/model/position';
import { PRACTICE_WALLET } from '@/lib/model/practice-wallet';
import { sessionSchema } from '@/lib/model/session';
import { settingsSchema } from '@/lib/model/settings';
import { FAKE_HASH, makeMarket } from '../game-fixtures';

const AT = '2026-11-22T12:00:00.000Z';
const MARKET: Market = makeMarket();
const ACCOUNT: Account = { id: 'a1', username: 'Ann', email: 'ann@example.com', phone: null, createdAt: AT, isAdmin: false, coins: 1000, password: FAKE_HASH, lastBonusDay: null, notifications: { email: true, sms: false } };
const POSITION: Position = { id: 'p1', accountId: 'a1', marketId: 'm1', question: MARKET.question, choice: 'YES', amount: 10, potentialWin: 18, createdAt: AT, status: 'open', settledAt: null, yesShareAfter: 100, wallet: PRACTICE_WALLET };
const ENTRY: LedgerEntry = { id: 'p1:stake', accountId: 'a1', amount: -10, description: `Bet placed: ${MARKET.question}`, createdAt: AT, positionId: 'p1', kind: 'bet', wallet: PRACTICE_WALLET };

const passes = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).success;

describe('the model schemas', () => {
  it('accept the records the game makes, and the empty game', () => {
    expect(passes(marketSchema, MARKET)).toBe(true);
    expect(passes(accountSchema, ACCOUNT)).toBe(true);
    expect(passes(positionSchema, POSITION)).toBe(true);
    expect(passes(ledgerEntrySchema, ENTRY)).toBe(true);
    expect(passes(settingsSchema, DEFAULT_SETTINGS)).toBe(true);
    expect(passes(sessionSchema, { accountId: null })).toBe(true);
    expect(passes(gameDataSchema, EMPTY_GAME_DATA)).toBe(true);
  });

  it('read their limits from the domain: the longest allowed passes and one more fails', () => {
    const cases: [v.GenericSchema, object, string, number][] = [
      [marketSchema, MARKET, 'question', QUESTION_LENGTH.max],
      [marketSchema, MARKET, 'description', DESCRIPTION_MAX_LENGTH],
      [marketSchema, MARKET, 'id', ID_MAX_LENGTH],
      [accountSchema, ACCOUNT, 'username', USERNAME_LENGTH.max],
      [accountSchema, ACCOUNT, 'phone', PHONE_MAX_LENGTH],
      [accountSchema, ACCOUNT, 'email', EMAIL_MAX_LENGTH],
      [settingsSchema, DEFAULT_SETTINGS, 'platformName', PLATFORM_NAME_MAX_LENGTH],
      [positionSchema, POSITION, 'wallet', ID_MAX_LENGTH],
      [ledgerEntrySchema, ENTRY, 'wallet', ID_MAX_LENGTH],
    ];
    for (const [schema, record, field, max] of cases) {
      expect(passes(schema, { ...record, [field]: 'x'.repeat(max) })).toBe(true);
      expect(passes(schema, { ...record, [field]: 'x'.repeat(max + 1) })).toBe(false);
    }
    expect(passes(settingsSchema, { ...DEFAULT_SETTINGS, dailyBonus: DAILY_BONUS_RANGE.max })).toBe(true);
    expect(passes(settingsSchema, { ...DEFAULT_SETTINGS, dailyBonus: DAILY_BONUS_RANGE.max + 1 })).toBe(false);
    expect(passes(settingsSchema, { ...DEFAULT_SETTINGS, dailyBonus: DAILY_BONUS_RANGE.min - 1 })).toBe(false);
  });

  it('give every ledger entry one of the known kinds and a wallet', () => {
    for (const kind of LEDGER_ENTRY_KINDS) expect(passes(ledgerEntrySchema, { ...ENTRY, kind })).toBe(true);
    expect(passes(ledgerEntrySchema, { ...ENTRY, kind: 'gift' })).toBe(false);
    expect(passes(ledgerEntrySchema, { ...ENTRY, wallet: '' })).toBe(false);
    const withoutWallet: Partial<LedgerEntry> = { ...ENTRY };
    delete withoutWallet.wallet;
    expect(passes(ledgerEntrySchema, withoutWallet)).toBe(false);
  });

  it('give every market its league or null, and every position its wallet', () => {
    expect(passes(marketSchema, { ...MARKET, leagueId: 'league-1', id: 'league-1.3' })).toBe(true);
    expect(passes(marketSchema, { ...MARKET, leagueId: undefined })).toBe(false);
    expect(passes(positionSchema, { ...POSITION, wallet: 'league-1' })).toBe(true);
    expect(passes(positionSchema, { ...POSITION, wallet: null })).toBe(false);
  });

  it('refuse a market whose coins per side are not its pool, and unknown keys', () => {
    expect(passes(marketSchema, { ...MARKET, yesCoins: MARKET.yesCoins + 1 })).toBe(false);
    expect(passes(positionSchema, { ...POSITION, note: 'x' })).toBe(false);
  });
});
