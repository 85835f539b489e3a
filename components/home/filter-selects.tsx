// No 'use client': the live list and the exported HTML's preview (trending-preview.tsx) draw the same selects.
import { useId, type ChangeEvent } from 'react';
import { home_category_all_option, home_category_label, home_league_label, home_sort_label } from '@/lib/i18n/paraglide/messages';
import { categoryFilterLabel, CATEGORY_FILTERS, SORT_ORDERS, sortLabel, type HomeFilters, type LeagueOption } from '@/lib/market/market-filters';

interface FilterSelectsProps {
  filters: HomeFilters;
  /** Absent in the exported preview: its selects show the defaults until the list loads. */
  onChange?: (filters: HomeFilters) => void;
  /** The league choices; none (and no League select) while no league is followed. */
  leagueOptions?: readonly LeagueOption[];
}

const selectClass =
  'w-full rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-sm text-white hover:border-brand-400 sm:w-auto';
// On a phone the two selects share one row, each labelled above, so the first card stays on the first screen.
const fieldClass = 'flex min-w-0 flex-col gap-1 sm:flex-row sm:items-center sm:gap-2';
const labelClass = 'text-xs text-slate-300 sm:text-sm';

/** A select bound to its filter, or showing it as its first value where nothing handles a change (the preview). */
function bound(value: string, change: ((value: string) => void) | undefined) {
  return change ? { value, onChange: (event: ChangeEvent<HTMLSelectElement>) => change(event.target.value) } : { defaultValue: value };
}

export function FilterSelects({ filters, onChange, leagueOptions = [] }: FilterSelectsProps) {
  const id = useId();
  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
      <div className={fieldClass}>
        <label htmlFor={`${id}-category`} className={labelClass}>
          {home_category_label()}
        </label>
        <select
          id={`${id}-category`}
          className={selectClass}
          {...bound(filters.category, onChange && ((value) => onChange({ ...filters, category: value as HomeFilters['category'] })))}
        >
          {CATEGORY_FILTERS.map((category) => (
            <option key={category} value={category}>
              {category === 'All' ? home_category_all_option() : categoryFilterLabel(category)}
            </option>
          ))}
        </select>
      </div>
      <div className={fieldClass}>
        <label htmlFor={`${id}-sort`} className={labelClass}>
          {home_sort_label()}
        </label>
        <select
          id={`${id}-sort`}
          className={selectClass}
          {...bound(filters.sort, onChange && ((value) => onChange({ ...filters, sort: value as HomeFilters['sort'] })))}
        >
          {SORT_ORDERS.map((sort) => (
            <option key={sort} value={sort}>
              {sortLabel(sort)}
            </option>
          ))}
        </select>
      </div>
      {leagueOptions.length > 0 && (
        // A whole row of its own on a phone: a league's name can be long.
        <div className={`col-span-2 ${fieldClass}`}>
          <label htmlFor={`${id}-league`} className={labelClass}>
            {home_league_label()}
          </label>
          <select
            id={`${id}-league`}
            // A fixed width on wide screens: the league's name arriving later must not move the row.
            className={selectClass.replace('sm:w-auto', 'sm:w-52')}
            {...bound(filters.league, onChange && ((value) => onChange({ ...filters, league: value })))}
          >
            {leagueOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
