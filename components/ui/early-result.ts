import { formatDateTime } from '@/lib/display/format';
import { layout_early_result_warning } from '@/lib/i18n/paraglide/messages';

// The warning a result given before its question's end carries: players can still bet until then,
// so a result now may be a mistake (a match not played yet), or at least cuts the question short.

/** 'This question is still open until …: players can still bet on it…' while it has not ended at `nowMs`; null after, or before the clock runs. */
export function earlyResultWarning(endTime: string, nowMs: number | null): string | null {
  if (nowMs === null || !(Date.parse(endTime) > nowMs)) return null;
  return layout_early_result_warning({ time: formatDateTime(endTime) });
}
