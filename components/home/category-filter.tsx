// No 'use client': the live list and the exported HTML's preview (trending-preview.tsx) draw the same chips.
import { categoryEmoji } from '@/lib/market/categories';
import { home_category_group } from '@/lib/i18n/paraglide/messages';
import { categoryFilterLabel, CATEGORY_FILTERS, type CategoryFilter as Filter } from '@/lib/market/market-filters';

interface CategoryFilterProps {
  value: Filter;
  /** Absent in the exported preview, whose chips wait for the list to load. */
  onChange?: (category: Filter) => void;
}

/** The category chips, from the small-tablet width up: a phone uses the Category select beside Sort by. */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  return (
    <div role="group" aria-label={home_category_group()} className="hidden flex-wrap gap-2 sm:flex">
      {CATEGORY_FILTERS.map((category) => {
        const pressed = category === value;
        return (
          <button
            key={category}
            type="button"
            aria-pressed={pressed}
            onClick={onChange && (() => onChange(category))}
            className={`rounded-full border px-4 py-2 text-sm font-semibold transition-colors ${
              pressed ? 'border-brand-400 bg-brand-600 text-white' : 'border-ink-600 bg-ink-900 text-slate-200 hover:border-brand-400'
            }`}
          >
            <span aria-hidden="true">{category === 'All' ? '✨' : categoryEmoji(category)} </span>
            {categoryFilterLabel(category)}
          </button>
        );
      })}
    </div>
  );
}
