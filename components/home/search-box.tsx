'use client';

import { useId, type Ref } from 'react';
import { home_search_label, home_search_placeholder } from '@/lib/i18n/paraglide/messages';
import { SEARCH_MAX_LENGTH } from '@/lib/market/search-words';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

export function SearchBox({ value, onChange, ref }: SearchBoxProps) {
  const id = useId();
  return (
    <div className="flex max-w-md items-center gap-2">
      <label htmlFor={id} className="text-sm text-slate-300">
        {home_search_label()}
      </label>
      <input
        ref={ref}
        id={id}
        type="search"
        value={value}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={home_search_placeholder()}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        className="min-w-0 flex-1 rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-sm text-white placeholder:text-slate-400 hover:border-brand-400"
      />
    </div>
  );
}
