'use client';

import { useId, useRef } from 'react';

export interface TabItem<T extends string> {
  value: T;
  label: string;
}

interface TabsProps<T extends string> {
  label: string;
  items: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  children: React.ReactNode;
}

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The WAI-ARIA tabs pattern with automatic activation: arrow keys, Home and End move between
 * tabs and select them; only the selected tab is in the tab order; the panel follows the tabs.
 */
export function Tabs<T extends string>({ label, items, value, onChange, children }: TabsProps<T>) {
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.value === value),
  );

  function onKeyDown(event: React.KeyboardEvent) {
    const next = NEXT_KEYS[event.key];
    if (!next) return;
    event.preventDefault();
    const index = next(selectedIndex, items.length);
    const item = items[index];
    if (!item) return;
    onChange(item.value);
    tabRefs.current[index]?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="inline-flex max-w-full flex-wrap gap-1 rounded-xl bg-ink-900 p-1">
        {items.map((item, index) => {
          const selected = index === selectedIndex;
          return (
            <button
              key={item.value}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.value}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(item.value)}
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
