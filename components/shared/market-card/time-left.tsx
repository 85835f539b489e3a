'use client';

import { betting_status_cancelled_short, betting_status_done } from '@/lib/i18n/paraglide/messages';
import type { Market } from '@/lib/model/market';
import { formatDaysHoursLeft, formatTimeLeft } from '@/lib/display/time';
import { useQuestionNow } from '../../hooks/use-question-now';

interface TimeLeftProps {
  endTime: string;
  /** 'countdown' is the card's 'Nd Nh' / 'Nh Nm' / 'Nm'; 'days-hours' is the detail tile's. */
  format?: 'countdown' | 'days-hours';
  /** A settled market has no time left, however far off its end time was. */
  resolved?: boolean;
  /** How a settled market ended: a void one reads as void, never as resolved. */
  outcome?: Market['outcome'];
  /** A league question counts down to its end by the later of the clock and the league's signed time. */
  leagueId?: Market['leagueId'];
}

export function TimeLeft({ endTime, format = 'countdown', resolved = false, outcome, leagueId = null }: TimeLeftProps) {
  const now = useQuestionNow(leagueId);
  // The countdown's spot is narrow: it says only that the result is in, or that the question was
  // cancelled (the card's notice and button say the rest).
  if (resolved) return <>{outcome === 'VOID' ? betting_status_cancelled_short() : betting_status_done()}</>;
  if (now === null) return <span aria-hidden="true">…</span>;
  return <>{format === 'countdown' ? formatTimeLeft(endTime, now) : formatDaysHoursLeft(endTime, now)}</>;
}
