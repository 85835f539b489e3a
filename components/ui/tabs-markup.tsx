// The tabs' markup, apart from their keyboard and click handling (tabs.tsx), so a server component
// can draw a board's tabs as the export shows them (the leaderboard's preview) without their code.

export interface TabItem<T extends string> {
  value: T;
  label: string;
}

interface TabsMarkupProps<T extends string> {
  /** Prefixes the tabs' and the panel's ids. */
  baseId: string;
  label: string;
  items: readonly TabItem<T>[];
  selectedIndex: number;
  onKeyDown?: (event: React.KeyboardEvent) => void;
  onSelect?: (value: T) => void;
  tabRef?: (index: number, element: HTMLButtonElement | null) => void;
  children: React.ReactNode;
}

export function TabsMarkup<T extends string>({ baseId, label, items, selectedIndex, onKeyDown, onSelect, tabRef, children }: TabsMarkupProps<T>) {
  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="inline-flex max-w-full flex-wrap gap-1 rounded-xl bg-ink-900 p-1">
        {items.map((item, index) => {
          const selected = index === selectedIndex;
          return (
            <button
              key={item.value}
              ref={tabRef && ((element) => tabRef(index, element))}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.value}`}
              data-tab={item.value}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={onSelect && (() => onSelect(item.value))}
              className={`rounded-lg px-3 py-2 text-sm sm:px-4 font-semibold ${
                selected ? 'bg-brand-600 text-white' : 'text-slate-300 hover:bg-ink-700 hover:text-white'
              }`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${items[selectedIndex]?.value}`} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
