import { useId } from 'react';
import { formatCoins, formatDateTime } from '@/lib/display/format';
import type { LedgerEntry } from '@/lib/model/ledger-entry';
import { entryDisplayText } from '@/lib/wallet/entry-words';
import { shownQuestionOf } from '@/lib/market/shown-text';
import { useGameStore } from '@/lib/store/game-store';
import { wallet_credit, wallet_debit, wallet_history_empty, wallet_history_list_label, wallet_history_title } from '@/lib/i18n/paraglide/messages';

interface TransactionHistoryProps {
  entries: LedgerEntry[];
  /** Each wallet has its own history: a league's names the league. */
  title?: string;
  listLabel?: string;
  headingLevel?: 'h2' | 'h3';
}

/** One wallet's ledger newest first: when, what, and a signed amount that does not rely on colour. */
export function TransactionHistory({
  entries,
  title = wallet_history_title(),
  listLabel = wallet_history_list_label(),
  headingLevel: Heading = 'h2',
}: TransactionHistoryProps) {
  const headingId = useId();
  const markets = useGameStore((state) => state.markets);
  // A sample question's entry reads in the page's language while its kept words are still the sample's.
  const showQuestion = (kept: string) => shownQuestionOf(kept, markets.find((market) => market.question === kept));
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-ink-700 bg-ink-900 p-5">
      <Heading id={headingId} className="mb-4 text-lg font-semibold text-white">
        {title}
      </Heading>
      {entries.length === 0 ? (
        <p className="text-slate-300">{wallet_history_empty()}</p>
      ) : (
        <ol aria-label={listLabel} className="divide-y divide-ink-700">
          {entries.map((entry) => {
            const credit = entry.amount > 0;
            return (
              <li key={entry.id} className="flex items-center justify-between gap-4 py-3">
                <div className="min-w-0">
                  <p className="font-medium text-white [overflow-wrap:anywhere]">{entryDisplayText(entry, showQuestion)}</p>
                  <p className="text-sm text-slate-400">{formatDateTime(entry.createdAt)}</p>
                </div>
                <p className={`shrink-0 font-semibold ${credit ? 'text-yes-300' : 'text-no-300'}`}>
                  <span className="sr-only">{`${credit ? wallet_credit() : wallet_debit()} `}</span>
                  {credit ? '+' : '−'}
                  {formatCoins(Math.abs(entry.amount))}
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
