import { useId } from 'react';
import { ScrollTable } from './scroll-table';

export interface StackedColumn {
  label: string;
  align?: 'left' | 'right';
  /** The column that names its row: the row header in the table, the card's heading on a phone. */
  rowHeader?: boolean;
  /** Classes of this column's cells in the table. */
  cellClassName?: string;
}

export interface StackedRow {
  key: string;
  /** The player's own row: tinted in the table and on its card. */
  highlight?: boolean;
  /** One per column, in column order. */
  cells: readonly React.ReactNode[];
}

interface StackedTableProps {
  /** The table's scroll region's name. */
  label: string;
  /** The table's caption, and the heading of the list of cards on a phone. */
  caption: string;
  columns: readonly StackedColumn[];
  rows: readonly StackedRow[];
  minWidthClass: React.ComponentProps<typeof ScrollTable>['minWidthClass'];
  /** The level of the phone list's heading; each card's heading is one below it. */
  headingLevel?: 2 | 3;
}

const HEADINGS = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;

/**
 * A table from 640 px up; below it, a list of cards, one per row, each with every field and its
 * label, so a phone never scrolls sideways to reach a column. Only one of the two is displayed at
 * a time (CSS), so a screen reader and the keyboard meet each row once. A card's heading is its
 * row header (the question, the player), so headings lead from card to card.
 */
export function StackedTable({ label, caption, columns, rows, minWidthClass, headingLevel = 2 }: StackedTableProps) {
  const baseId = useId();
  const ListHeading = HEADINGS[headingLevel];
  const CardHeading = HEADINGS[(headingLevel + 1) as 3 | 4];
  const headerIndex = Math.max(
    0,
    columns.findIndex((column) => column.rowHeader),
  );
  // The card leads with the field that names it; the rest follow in column order.
  const cardOrder = [headerIndex, ...columns.map((_, index) => index).filter((index) => index !== headerIndex)];
  return (
    <div>
      <div className="sm:hidden">
        <ListHeading id={`${baseId}-heading`} className="mb-3 text-lg font-semibold text-white [overflow-wrap:anywhere]">
          {caption}
        </ListHeading>
        <ul aria-labelledby={`${baseId}-heading`} className="space-y-3">
          {rows.map((row, rowIndex) => (
            <li
              key={row.key}
              aria-labelledby={`${baseId}-card-${rowIndex}`}
              className={`rounded-2xl border p-4 text-sm ${row.highlight ? 'border-gold-400/60 bg-gold-400/10' : 'border-ink-700 bg-ink-900'}`}
            >
              <dl className="divide-y divide-ink-700">
                {cardOrder.map((columnIndex) => {
                  const column = columns[columnIndex];
                  if (!column) return null;
                  const cell = row.cells[columnIndex];
                  return columnIndex === headerIndex ? (
                    <div key={column.label} className="pb-2">
                      <dt className="text-xs text-slate-300">{column.label}</dt>
                      <dd className="min-w-0">
                        <CardHeading id={`${baseId}-card-${rowIndex}`} className="font-semibold text-white [overflow-wrap:anywhere]">
                          {cell}
                        </CardHeading>
                      </dd>
                    </div>
                  ) : (
                    <div key={column.label} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 last:pb-0">
                      <dt className="min-w-0 text-slate-300 [overflow-wrap:anywhere]">{column.label}</dt>
                      <dd className="min-w-0 text-right text-slate-100 tabular-nums [overflow-wrap:anywhere]">{cell}</dd>
                    </div>
                  );
                })}
              </dl>
            </li>
          ))}
        </ul>
      </div>
      <div className="hidden sm:block">
        <ScrollTable label={label} caption={caption} columns={columns} minWidthClass={minWidthClass}>
          {rows.map((row) => (
            <tr key={row.key} className={`border-t border-ink-700 align-top ${row.highlight ? 'bg-gold-400/10' : ''}`}>
              {columns.map((column, index) =>
                index === headerIndex ? (
                  <th key={column.label} scope="row" className={column.cellClassName ?? 'px-5 py-3'}>
                    {row.cells[index]}
                  </th>
                ) : (
                  <td key={column.label} className={column.cellClassName ?? 'px-5 py-3'}>
                    {row.cells[index]}
                  </td>
                ),
              )}
            </tr>
          ))}
        </ScrollTable>
      </div>
    </div>
  );
}
