import { coinShares } from '@/lib/market/markets';
import { betting_crowd_coins, betting_share_no, betting_share_yes } from '@/lib/i18n/paraglide/messages';
import type { Market } from '@/lib/model/market';

/**
 * YES and NO shares of the pool's coins, labelled as the crowd's coins, told apart by their words as well as their colours. The track
 * is NO and the YES bar grows over it with a transform, so a change of share animates without
 * moving or resizing anything in the layout (and without motion for those who ask for none).
 */
export function ShareBars({ market }: { market: Pick<Market, 'yesCoins' | 'totalPool'> }) {
  const shares = coinShares(market);
  // The label of the shares: they are the crowd's coins, not its heads and not odds.
  const label = betting_crowd_coins();
  const yes = betting_share_yes({ percent: String(shares.yes) });
  const no = betting_share_no({ percent: String(shares.no) });
  const name = `${label}: ${yes} · ${no}`;
  return (
    <div role="group" aria-label={name} className="space-y-2">
      <ShareLine yes={yes} label={label} no={no} />
      <div aria-hidden="true" className="relative h-2.5 overflow-hidden rounded-full bg-no-500">
        <div
          className="absolute inset-0 origin-left bg-yes-500 transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `scaleX(${shares.yes / 100})` }}
        />
      </div>
    </div>
  );
}

/** The shares' place in the exported HTML, before the stores say what they are: the same two lines, the figures left out. */
export function ShareBarsPlaceholder() {
  return (
    <div aria-hidden="true" className="space-y-2">
      <ShareLine yes="…" label={betting_crowd_coins()} no="…" />
      <div className="h-2.5 rounded-full bg-ink-700" />
    </div>
  );
}

function ShareLine({ yes, label, no }: { yes: string; label: string; no: string }) {
  return (
    <div className="flex items-baseline justify-between gap-2 text-sm font-semibold">
      <span className="text-yes-300">{yes}</span>
      <span className="text-xs font-medium text-slate-400">{label}</span>
      <span className="text-no-300">{no}</span>
    </div>
  );
}
