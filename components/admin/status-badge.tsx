import { admin_status_cancelled, admin_status_open, admin_status_result_given, admin_status_result_no, admin_status_result_yes } from '@/lib/i18n/paraglide/messages';
import type { Market } from '@/lib/model/market';
import { Pill, type PillTone } from '../ui/pill';

/** A question's status in the admin table: open, its result, or cancelled with the coins returned. */
function statusOf(market: Pick<Market, 'isResolved' | 'outcome'>): { tone: PillTone; label: string } {
  if (!market.isResolved) return { tone: 'active', label: admin_status_open() };
  if (market.outcome === 'YES') return { tone: 'yes', label: admin_status_result_yes() };
  if (market.outcome === 'NO') return { tone: 'no', label: admin_status_result_no() };
  if (market.outcome === 'VOID') return { tone: 'neutral', label: admin_status_cancelled() };
  return { tone: 'neutral', label: admin_status_result_given() };
}

export function StatusBadge({ market }: { market: Pick<Market, 'isResolved' | 'outcome'> }) {
  const { tone, label } = statusOf(market);
  return <Pill tone={tone}>{label}</Pill>;
}
