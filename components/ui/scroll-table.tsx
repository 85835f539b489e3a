import { layout_scroll_for_more } from '@/lib/i18n/paraglide/messages';

interface Column {
  label: string;
  align?: 'left' | 'right';
}

// Shown only while the box is narrower than its table, by container query, so the exported HTML
// already has the right cue and nothing moves when scripts load. Literal classes, for Tailwind.
const WHEN_NARROWER_THAN_TABLE = {
  'min-w-[36rem]': '@max-[36rem]:flex',
  'min-w-[40rem]': '@max-[40rem]:flex',
  'min-w-[44rem]': '@max-[44rem]:flex',
  'min-w-[42rem]': '@max-[42rem]:flex',
  'min-w-[52rem]': '@max-[52rem]:flex',
} as const;

interface ScrollTableProps {
  /** The region's name: what a keyboard user lands on to scroll the table sideways. */
  label: string;
  caption: React.ReactNode;
  columns: readonly Column[];
  /** The table's min-width class, below which the table scrolls inside its box. */
  minWidthClass: keyof typeof WHEN_NARROWER_THAN_TABLE;
  regionRef?: React.Ref<HTMLDivElement>;
  /** The table's body rows. */
  children: React.ReactNode;
}

/**
 * A captioned table in a focusable region, so a keyboard can scroll it sideways on a narrow
 * screen; there the page never scrolls sideways, and a line and a fade at the edge say the box does.
 * The region is positioned so that visually hidden text in a far cell is clipped with it.
 */
export function ScrollTable({ label, caption, columns, minWidthClass, regionRef, children }: ScrollTableProps) {
  const narrow = WHEN_NARROWER_THAN_TABLE[minWidthClass];
  return (
    <div className="@container">
      <p className={`mb-2 hidden items-center justify-end gap-1 text-xs text-slate-300 ${narrow}`}>
        {layout_scroll_for_more()} <span aria-hidden="true">→</span>
      </p>
      <div className="relative">
        <div ref={regionRef} tabIndex={0} role="region" aria-label={label} className="relative overflow-x-auto rounded-2xl border border-ink-700 bg-ink-900">
          <table className={`w-full text-left text-sm ${minWidthClass}`}>
            <caption className="px-5 pt-4 text-left text-lg font-semibold text-white">{caption}</caption>
            <thead className="text-slate-300">
              <tr>
                {columns.map((column) => (
                  <th key={column.label} scope="col" className={`px-5 py-3 font-semibold ${column.align === 'right' ? 'text-right' : ''}`}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
        <div aria-hidden="true" className={`pointer-events-none absolute inset-y-px right-px hidden w-10 rounded-r-2xl bg-gradient-to-l from-ink-900 to-transparent ${narrow}`} />
      </div>
    </div>
  );
}
