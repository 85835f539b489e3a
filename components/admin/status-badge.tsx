import { VOID_STATUS, type MarketStatus } from '@/lib/market/market-words';
import { Pill, type PillTone } from '../ui/pill';

const TONE: Record<MarketStatus, PillTone> = {
  Active: 'active',
  'Resolved YES': 'yes',
  'Resolved NO': 'no',
  [VOID_STATUS]: 'neutral',
  Resolved: 'neutral',
};

export function StatusBadge({ status }: { status: MarketStatus }) {
  return <Pill tone={TONE[status]}>{status}</Pill>;
}
