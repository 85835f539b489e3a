// The only place where numbers become display text. Coins and rupees use Indian digit
// grouping (1,00,000); large rupee figures shorten to K, L (lakh) and Cr (crore).

const indianGrouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

export function formatCoins(coins: number): string {
  return indianGrouping.format(coins);
}

/** Player and entry counts share the coins' grouping: 1,00,000 players. */
export function formatCount(count: number): string {
  return indianGrouping.format(count);
}

export function formatRupees(amount: number): string {
  return `₹${formatCoins(amount)}`;
}

const COMPACT_UNITS = [
  { suffix: 'Cr', size: 10_000_000 },
  { suffix: 'L', size: 100_000 },
  { suffix: 'K', size: 1_000 },
] as const;

function oneDecimal(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

/** ₹2.5L, ₹12.5K, ₹1.2Cr; below a thousand the full figure. */
export function formatRupeesCompact(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  for (const [index, unit] of COMPACT_UNITS.entries()) {
    if (abs < unit.size) continue;
    const scaled = Math.round((abs / unit.size) * 10) / 10;
    // 99,990 rounds to 100K, which reads better as the next unit up.
    const larger = COMPACT_UNITS[index - 1];
    if (larger && scaled * unit.size >= larger.size) return `${sign}₹${oneDecimal(abs / larger.size)}${larger.suffix}`;
    return `${sign}₹${oneDecimal(abs / unit.size)}${unit.suffix}`;
  }
  return `${sign}₹${formatCoins(abs)}`;
}

export function formatPercent(value: number): string {
  return `${oneDecimal(value)}%`;
}

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export function formatDateTime(isoTime: string): string {
  const ms = Date.parse(isoTime);
  return Number.isNaN(ms) ? 'Unknown date' : dateTime.format(ms);
}
