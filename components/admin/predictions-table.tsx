'use client';

import { useMemo, useRef, useState } from 'react';
import { practiceMarkets } from '@/lib/admin/admin-overview';
import type { Market } from '@/lib/model/market';
import { formatCount } from '@/lib/display/format';
import { pageOf } from '@/lib/display/pagination';
import { admin_col_actions, admin_col_category, admin_col_players, admin_col_question, admin_col_select, admin_col_status, admin_pager_label, admin_pager_showing, admin_questions_caption, admin_questions_region } from '@/lib/i18n/paraglide/messages';
import type { Outcome } from '@/lib/settlement/settlement';
import { useClockStore } from '@/lib/store/clock-store';
import { useGameStore } from '@/lib/store/game-store';
import { Pager } from './pager';
import { PredictionRow } from './prediction-row';
import { QuestionPacks } from './question-packs';
import { ResolveDialog } from './resolve-dialog';
import { ScrollTable } from '../ui/scroll-table';

function columns() {
  return [
    { label: admin_col_select() },
    { label: admin_col_question() },
    { label: admin_col_category() },
    { label: admin_col_players(), align: 'right' },
    { label: admin_col_status() },
    { label: admin_col_actions() },
  ] as const;
}

/** Twenty rows a page: thousands of markets cost no more to render than twenty. */
export const PREDICTIONS_PAGE_SIZE = 20;

function newestFirst(markets: readonly Market[]): Market[] {
  return [...markets].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id, 'en', { numeric: true }));
}

export function PredictionsTable() {
  const markets = useGameStore((state) => state.markets);
  const now = useClockStore((state) => state.now);
  // A league's questions are its organiser's to settle: the practice admin never lists them.
  const sorted = useMemo(() => newestFirst(practiceMarkets(markets)), [markets]);
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<{ market: Market; outcome: Outcome } | null>(null);
  // Kept across pages, so a pack can gather questions from several of them.
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const regionRef = useRef<HTMLDivElement>(null);
  const shown = pageOf(sorted, page, PREDICTIONS_PAGE_SIZE);

  function select(id: string, ticked: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (ticked) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  return (
    <div className="space-y-4">
      <QuestionPacks selectedIds={selected} onClearSelection={() => setSelected(new Set())} />
      <ScrollTable label={admin_questions_region()} caption={admin_questions_caption()} columns={columns()} minWidthClass="min-w-[52rem]" regionRef={regionRef}>
        {shown.items.map((market) => (
          <PredictionRow
            key={market.id}
            market={market}
            now={now}
            selected={selected.has(market.id)}
            onSelectedChange={(ticked) => select(market.id, ticked)}
            onSettle={(outcome) => setPending({ market, outcome })}
          />
        ))}
      </ScrollTable>
      <Pager
        label={admin_pager_label()}
        page={shown}
        onPageChange={setPage}
        showing={admin_pager_showing({ count: shown.total, shown: formatCount(shown.total), from: formatCount(shown.from), to: formatCount(shown.to) })}
      />
      <ResolveDialog pending={pending} onClose={() => setPending(null)} fallbackFocus={() => regionRef.current} />
    </div>
  );
}
