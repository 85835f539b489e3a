import { formatCount, pluralize } from '@/lib/display/format';
import type { Page } from '@/lib/display/pagination';

interface PagerProps {
  label: string;
  page: Page<unknown>;
  onPageChange: (page: number) => void;
  /** What the list holds, for 'Showing 1–20 of 5,000 predictions'. */
  /** What the rows are, singular: 'prediction'. */
  noun: string;
}

const buttonClass =
  'rounded-lg border border-ink-600 px-3 py-2 text-sm font-semibold text-white hover:bg-ink-700 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent';

export function Pager({ label, page, onPageChange, noun }: PagerProps) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-300">
      <p aria-live="polite">
        Showing {formatCount(page.from)}–{formatCount(page.to)} of {pluralize(page.total, noun)}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={buttonClass} disabled={page.page <= 1} onClick={() => onPageChange(1)}>
          First
        </button>
        <button type="button" className={buttonClass} disabled={page.page <= 1} onClick={() => onPageChange(page.page - 1)}>
          Previous
        </button>
        <span>
          Page {formatCount(page.page)} of {formatCount(page.pageCount)}
        </span>
        <button type="button" className={buttonClass} disabled={page.page >= page.pageCount} onClick={() => onPageChange(page.page + 1)}>
          Next
        </button>
        <button type="button" className={buttonClass} disabled={page.page >= page.pageCount} onClick={() => onPageChange(page.pageCount)}>
          Last
        </button>
      </div>
    </nav>
  );
}
