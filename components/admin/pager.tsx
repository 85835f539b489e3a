import { formatCount } from '@/lib/display/format';
import { admin_pager_first, admin_pager_last, admin_pager_next, admin_pager_page, admin_pager_previous } from '@/lib/i18n/paraglide/messages';
import type { Page } from '@/lib/display/pagination';

interface PagerProps {
  label: string;
  page: Page<unknown>;
  onPageChange: (page: number) => void;
  /** Which rows show, in words: 'Showing 1–20 of 5,000 questions'. */
  showing: string;
}

const buttonClass =
  'rounded-lg border border-ink-600 px-3 py-2 text-sm font-semibold text-white hover:bg-ink-700 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent';

export function Pager({ label, page, onPageChange, showing }: PagerProps) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-300">
      <p aria-live="polite">{showing}</p>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={buttonClass} disabled={page.page <= 1} onClick={() => onPageChange(1)}>
          {admin_pager_first()}
        </button>
        <button type="button" className={buttonClass} disabled={page.page <= 1} onClick={() => onPageChange(page.page - 1)}>
          {admin_pager_previous()}
        </button>
        <span>{admin_pager_page({ page: formatCount(page.page), pages: formatCount(page.pageCount) })}</span>
        <button type="button" className={buttonClass} disabled={page.page >= page.pageCount} onClick={() => onPageChange(page.page + 1)}>
          {admin_pager_next()}
        </button>
        <button type="button" className={buttonClass} disabled={page.page >= page.pageCount} onClick={() => onPageChange(page.pageCount)}>
          {admin_pager_last()}
        </button>
      </div>
    </nav>
  );
}
