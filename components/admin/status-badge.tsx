import type { MarketStatus } from '@/lib/markets';

const STYLES: Record<MarketStatus, string> = {
  Active: 'bg-brand-600/25 text-brand-300',
  'Resolved YES': 'bg-yes-500/20 text-yes-300',
  'Resolved NO': 'bg-no-500/20 text-no-300',
  Void: 'bg-ink-700 text-slate-200',
  Resolved: 'bg-ink-700 text-slate-200',
};

export function StatusBadge({ status }: { status: MarketStatus }) {
  return <span className={`whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-semibold ${STYLES[status]}`}>{status}</span>;
}
