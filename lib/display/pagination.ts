// One page of a long list. The admin table shows a page at a time, so 5,000 markets render as
// fast as 20.

export interface Page<T> {
  items: T[];
  /** 1-based, clamped into range so a page that emptied out shows the last one instead. */
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last item shown; 0 and 0 for an empty list. */
  from: number;
  to: number;
  total: number;
}

export function pageOf<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * pageSize;
  const shown = items.slice(start, start + pageSize);
  return {
    items: shown,
    page: current,
    pageCount,
    from: shown.length === 0 ? 0 : start + 1,
    to: start + shown.length,
    total: items.length,
  };
}
