// The chart's place before its code and figures arrive, with no state of its own: the live page's
// placeholder (yes-share-chart-slot.tsx) and the exported HTML's preview draw the same frame.

import { formatPercent } from '@/lib/display/format';
import { market_chart_none } from '@/lib/i18n/paraglide/messages';

/** The axis, top to bottom: the same as the chart's. */
const AXIS_LABELS = [100, 50, 0] as const;

/** The chart's frame with its heading, its empty box and, held invisibly, the sentence of a chart with no bet here (which starts at `startShare`). */
export function YesShareChartFrame({ headingId, title, startShare }: { headingId: string; title: string; startShare: number }) {
  return (
    <section aria-labelledby={headingId} aria-busy="true" className="mt-6 rounded-2xl border border-ink-700 bg-ink-900 p-5">
      <h2 id={headingId} className="text-lg font-semibold text-white">
        {title}
      </h2>
      <div aria-hidden="true" className="mt-3">
        <div className="flex h-32 gap-2">
          <div className="flex flex-col justify-between text-xs text-slate-400">
            {AXIS_LABELS.map((share) => (
              <span key={share}>{formatPercent(share)}</span>
            ))}
          </div>
          <div className="min-w-0 flex-1" />
        </div>
        <p className="invisible mt-3 text-sm">{market_chart_none({ yes: String(startShare) })}</p>
      </div>
    </section>
  );
}
