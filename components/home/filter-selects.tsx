'use client';

import { useId } from 'react';
import { CATEGORY_FILTERS, SORT_OPTIONS, type HomeFilters } from '@/lib/market-filters';

interface FilterSelectsProps {
  filters: HomeFilters;
  onChange: (filters: HomeFilters) => void;
}

const selectClass =
  'rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-sm text-white hover:border-brand-400';

export function FilterSelects({ filters, onChange }: FilterSelectsProps) {
  const id = useId();
  return (
    <div className="flex flex-wrap gap-3">
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-category`} className="text-sm text-slate-300">
          Category
        </label>
        <select
          id={`${id}-category`}
          className={selectClass}
          value={filters.category}
          onChange={(event) => onChange({ ...filters, category: event.target.value as HomeFilters['category'] })}
        >
          {CATEGORY_FILTERS.map((category) => (
            <option key={category} value={category}>
              {category === 'All' ? 'All categories' : category}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-sort`} className="text-sm text-slate-300">
          Sort by
        </label>
        <select
          id={`${id}-sort`}
          className={selectClass}
          value={filters.sort}
          onChange={(event) => onChange({ ...filters, sort: event.target.value as HomeFilters['sort'] })}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
