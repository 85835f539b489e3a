// The only place where numbers become display text. Play coins are never money: no currency sign
// ever appears. Coins and counts use Indian digit grouping (1,00,000); where space is short, large
// figures shorten to K, L (lakh) and Cr (crore): 2.5L coins (in Hindi: 2.5 लाख सिक्के). Digits are
// Latin in every language, as Indian apps write them; dates are written in the page's language.

import { common_coins, common_compact_crore, common_compact_lakh, common_compact_thousand, common_unknown_date } from '../i18n/paraglide/messages';
import { LOCALE_TAG } from '../i18n/locale';

// ICU's number formatter is not built at start-up: creating the first one loads ICU's formatting
// data: about 10 ms on our 2-core machine, 60 to 70 ms in a 4x-slowed CPU profile, inside the task
// every page starts with (docs/performance.md, fourth pass). Whole figures (every coin amount and count) are grouped here by hand, the
// same text as en-IN's formatter (a property test holds the two together); anything else (a
// fraction, -0, NaN, a figure past 2^53) goes to the formatter, created on first use.
let indianFormatter: Intl.NumberFormat | undefined;

function groupIndian(value: number): string {
  if (!Number.isSafeInteger(value) || Object.is(value, -0)) {
    indianFormatter ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    return indianFormatter.format(value);
  }
  const digits = String(Math.abs(value));
  const lastThree = digits.slice(-3);
  const lakhs = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  const grouped = lakhs === '' ? lastThree : `${lakhs},${lastThree}`;
  return value < 0 ? `-${grouped}` : grouped;
}

export function formatCoins(coins: number): string {
  return groupIndian(coins);
}

/** Player and entry counts share the coins' grouping: 1,00,000 players. */
export function formatCount(count: number): string {
  return groupIndian(count);
}

/** '1 player', '2 players', '1,000 coins': the count grouped, the noun singular only for one. */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${nounFor(count, singular, plural)}`;
}

function nounFor(count: number, singular: string, plural = `${singular}s`): string {
  return Math.abs(count) === 1 ? singular : plural;
}

/** '1 coin', '1,000 coins' (Hindi: '1 सिक्का', '1,000 सिक्के'). */
export function coinsText(coins: number): string {
  return common_coins({ count: coins, shown: formatCoins(coins) });
}

const COMPACT_UNITS = [
  { suffix: common_compact_crore, size: 10_000_000 },
  { suffix: common_compact_lakh, size: 100_000 },
  { suffix: common_compact_thousand, size: 1_000 },
] as const;

function oneDecimal(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

/** 2.5L, 12.5K, 1.2Cr; below a thousand the full figure. The caller names the unit (coins). */
export function formatCompact(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  for (const [index, unit] of COMPACT_UNITS.entries()) {
    if (abs < unit.size) continue;
    const scaled = Math.round((abs / unit.size) * 10) / 10;
    // 99,990 rounds to 100K, which reads better as the next unit up.
    const larger = COMPACT_UNITS[index - 1];
    if (larger && scaled * unit.size >= larger.size) return larger.suffix({ shown: `${sign}${oneDecimal(abs / larger.size)}` });
    return unit.suffix({ shown: `${sign}${oneDecimal(abs / unit.size)}` });
  }
  return `${sign}${formatCoins(abs)}`;
}

/** '2.5L coins', '999 coins': a compact figure that still says it is coins. */
export function formatCoinsCompact(coins: number): string {
  return common_coins({ count: coins, shown: formatCompact(coins) });
}

export function formatPercent(value: number): string {
  return `${oneDecimal(value)}%`;
}

// Created on the first date shown, not when the module loads (see the number formatter above).
let dateTime: Intl.DateTimeFormat | undefined;

export function formatDateTime(isoTime: string): string {
  const ms = Date.parse(isoTime);
  if (Number.isNaN(ms)) return common_unknown_date();
  dateTime ??= new Intl.DateTimeFormat(LOCALE_TAG, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
  return dateTime.format(ms);
}
