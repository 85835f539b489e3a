'use client';

import { useId, useRef } from 'react';
import { TAB_KEYS } from './tab-keys';
import { TabsMarkup, type TabItem } from './tabs-markup';

export type { TabItem };

interface TabsProps<T extends string> {
  label: string;
  items: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  children: React.ReactNode;
}

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
    const next = TAB_KEYS[event.key];
    // Alt+ArrowLeft is the browser's Back, Ctrl+Home the page's start: not the tabs' to take.
    if (!next || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const index = next(selectedIndex, items.length);
    const item = items[index];
    if (!item) return;
    onChange(item.value);
    tabRefs.current[index]?.focus();
  }

  return (
    <TabsMarkup
      baseId={baseId}
      label={label}
      items={items}
      selectedIndex={selectedIndex}
      onKeyDown={onKeyDown}
      onSelect={onChange}
      tabRef={(index, element) => {
        tabRefs.current[index] = element;
      }}
    >
      {children}
    </TabsMarkup>
  );
}
