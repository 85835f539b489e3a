// The only place where numbers become display text. Play coins are never money: no currency sign
// ever appears. Coins and counts use Indian digit grouping (1,00,000); where space is short, large
// figures shorten to K, L (lakh) and Cr (crore): 2.5L coins (in Hindi: 2.5 लाख सिक्के). Digits are
// Latin in every language, as Indian apps write them; dates are written in the page's language.

import { common_coins, common_compact_crore, common_compact_lakh, common_compact_thousand, common_unknown_date } from '../i18n/paraglide/messages';
import { LOCALE_TAG } from '../i18n/locale';

const indianGrouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

export function formatCoins(coins: number): string {
  return indianGrouping.format(coins);
}

/** Player and entry counts share the coins' grouping: 1,00,000 players. */
export function formatCount(count: number): string {
  return indianGrouping.format(count);
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

const dateTime = new Intl.DateTimeFormat(LOCALE_TAG, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export function formatDateTime(isoTime: string): string {
  const ms = Date.parse(isoTime);
  return Number.isNaN(ms) ? common_unknown_date() : dateTime.format(ms);
}
