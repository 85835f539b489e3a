interface Column {
  label: string;
  align?: 'left' | 'right';
}

interface ScrollTableProps {
  /** The region's name: what a keyboard user lands on to scroll the table sideways. */
  label: string;
  caption: React.ReactNode;
  columns: readonly Column[];
  /** A literal Tailwind min-width class, e.g. 'min-w-[36rem]', below which the table scrolls. */
  minWidthClass: string;
  regionRef?: React.Ref<HTMLDivElement>;
  /** The table's body rows. */
  children: React.ReactNode;
}

/** A captioned table in a focusable region, so a keyboard can scroll it sideways on a narrow screen. */
export function ScrollTable({ label, caption, columns, minWidthClass, regionRef, children }: ScrollTableProps) {
  return (
    <div ref={regionRef} tabIndex={0} role="region" aria-label={label} className="overflow-x-auto rounded-2xl border border-ink-700 bg-ink-900">
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
  );
}
