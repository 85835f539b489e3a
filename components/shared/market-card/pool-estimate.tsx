import { poolViewEstimate, type PoolView } from '@/lib/league/pool/pool-view';
import { POOL_FINAL_NOTE, POOL_NOT_COUNTED_YET, poolAsOfText, poolEstimateText } from '@/lib/league/pool/pool-words';
import type { Choice } from '@/lib/model/position';

const SIDE_STYLE: Record<Choice, string> = { YES: 'text-yes-300', NO: 'text-no-300' };

interface PoolEstimateProps {
  view: PoolView;
  /** The stakes to estimate: 100 on each side on a card, the typed stake on the chosen side in the bet dialog. */
  sides: readonly { choice: Choice; stake: number }[];
}

/**
 * What a win would pay now in a pool-share league, at the organiser's latest counted crowd, with
 * when that was counted and that the close decides; before any count, that the estimate comes then.
 */
export function PoolEstimate({ view, sides }: PoolEstimateProps) {
  if (view.asOf === null) return <p className="text-xs text-slate-300">{POOL_NOT_COUNTED_YET}</p>;
  return (
    <div className="space-y-0.5 text-xs text-slate-300">
      {sides.map(({ choice, stake }) => {
        const estimate = poolViewEstimate(view, choice, stake);
        return estimate ? (
          <p key={choice} className={`font-semibold ${SIDE_STYLE[choice]}`}>
            {poolEstimateText(choice, estimate, stake)}
          </p>
        ) : null;
      })}
      <p>{`${poolAsOfText(view.asOf)}. ${POOL_FINAL_NOTE}`}</p>
    </div>
  );
}
