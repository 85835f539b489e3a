import { playerShares, type Market } from '@/lib/markets';

/** YES and NO shares of players, told apart by their words as well as their colours. */
export function ShareBars({ market }: { market: Pick<Market, 'totalYes' | 'totalNo'> }) {
  const shares = playerShares(market);
  return (
    <div className="space-y-2">
      <div className="flex justify-between text-sm font-semibold">
        <span className="text-yes-300">YES {shares.yes}%</span>
        <span className="text-no-300">NO {shares.no}%</span>
      </div>
      <div aria-hidden="true" className="flex h-2.5 overflow-hidden rounded-full bg-ink-700">
        <div className="bg-yes-500" style={{ width: `${shares.yes}%` }} />
        <div className="bg-no-500" style={{ width: `${shares.no}%` }} />
      </div>
    </div>
  );
}
