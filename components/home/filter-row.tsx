// No 'use client': the live list (trending-list.tsx) and the exported HTML's preview
// (trending-preview.tsx) draw the same row, so the list takes the preview's place without a shift.
import type { HomeFilters, LeagueOption } from '@/lib/market/market-filters';
import { CategoryFilter } from './category-filter';
import { FilterSelects } from './filter-selects';

/** The card list's grid, the same in the list and its preview. */
export const CARD_GRID_CLASS = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';

interface FilterRowProps {
  filters: HomeFilters;
  /** Absent in the preview, whose filters wait for the list to load. */
  onFiltersChange?: (filters: HomeFilters) => void;
  leagueOptions?: readonly LeagueOption[];
}

/** The category chips (wider screens) and the Category, Sort and League selects. */
export function FilterRow({ filters, onFiltersChange, leagueOptions }: FilterRowProps) {
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
      <CategoryFilter value={filters.category} onChange={onFiltersChange && ((category) => onFiltersChange({ ...filters, category }))} />
      <FilterSelects filters={filters} onChange={onFiltersChange} leagueOptions={leagueOptions} />
    </div>
  );
}
