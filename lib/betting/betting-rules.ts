// The spec's betting constants and the arithmetic on them, in whole coins: what a win pays, and
// how a typed amount is read, clamped and checked before it is staked.

export const MINIMUM_BET = 10;
export const DEFAULT_BET = 100;
export const QUICK_AMOUNTS = [50, 100, 250, 500] as const;
/** A win pays the stake times 1.8, rounded down: 9/5 keeps the arithmetic in integers. */
export const PAYOUT_NUMERATOR = 9;
export const PAYOUT_DENOMINATOR = 5;

/** The multiplier as a number, only for the texts that state the rule: payouts are potentialWin's. */
export const PAYOUT_MULTIPLIER = PAYOUT_NUMERATOR / PAYOUT_DENOMINATOR;
/** The rule as every text states it ('pays 1.8 times your stake'), so the texts cannot drift from it. */
export const PAYOUT_TIMES = `${PAYOUT_MULTIPLIER} times`;

/** What a stake wins: the one computation of a payout, in whole coins. */
export function potentialWin(amount: number): number {
  return Math.floor((amount * PAYOUT_NUMERATOR) / PAYOUT_DENOMINATOR);
}

/** The spec's warning shows above half the balance. */
export function isRiskyStake(amount: number, balance: number): boolean {
  return amount * 2 > balance;
}

export interface QuickAmount {
  /** The amount on the button. */
  amount: number;
  /** What picking it stakes: the amount capped to the balance. */
  stake: number;
  disabled: boolean;
}

/** Quick amounts are capped to the balance, and those above it are disabled. */
export function quickAmountsFor(balance: number): QuickAmount[] {
  return QUICK_AMOUNTS.map((amount) => ({ amount, stake: Math.min(amount, Math.max(balance, 0)), disabled: amount > balance }));
}

/** The spec's reading of the amount field: anything that is not a number becomes 0. */
export function parseStakeInput(raw: string): number {
  const value = Number(raw.trim());
  if (raw.trim() === '' || Number.isNaN(value)) return 0;
  return value;
}

/** Clamps a committed amount to MINIMUM_BET..balance in whole coins (1e309 reads as the balance). */
export function clampStake(value: number, balance: number): number {
  const whole = Number.isFinite(value) ? Math.floor(value) : value > 0 ? balance : 0;
  return Math.min(Math.max(whole, MINIMUM_BET), balance);
}

export type StakeProblem = 'not-whole' | 'below-minimum' | 'insufficient-funds';

/** Why an amount cannot be staked from this balance, or null when it can. */
export function stakeProblem(amount: number, balance: number): StakeProblem | null {
  if (!Number.isSafeInteger(amount)) return 'not-whole';
  if (amount < MINIMUM_BET) return 'below-minimum';
  if (amount > balance) return 'insufficient-funds';
  return null;
}
