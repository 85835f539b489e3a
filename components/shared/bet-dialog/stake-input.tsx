'use client';

import { useId } from 'react';
import { MINIMUM_BET } from '@/lib/betting/betting-rules';
import { betting_amount, betting_amount_hint, betting_coins_unit } from '@/lib/i18n/paraglide/messages';

interface StakeInputProps {
  value: string;
  balance: number;
  onChange: (raw: string) => void;
  /** Called on blur and on Enter: the moment the spec clamps the amount. */
  onCommit: () => void;
  /** Why this amount cannot be staked, shown with the field; none when it can. */
  error?: string;
}

export function StakeInput({ value, balance, onChange, onCommit, error }: StakeInputProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-200">
        {betting_amount()}
      </label>
      <div className="relative">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={MINIMUM_BET}
          max={balance}
          step={1}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onCommit}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            onCommit();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-range ${id}-error` : `${id}-range`}
          className="w-full rounded-lg border border-ink-600 bg-ink-950 py-2.5 pl-3 pr-16 text-lg font-semibold text-white focus:border-brand-400 focus:outline-none focus:ring-2 focus:ring-brand-400/60"
        />
        <span aria-hidden="true" className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 text-sm text-slate-400">
          {betting_coins_unit()}
        </span>
      </div>
      <p id={`${id}-range`} className="mt-1 text-xs text-slate-400">
        {betting_amount_hint({ min: String(MINIMUM_BET) })}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-no-300">
          {error}
        </p>
      )}
    </div>
  );
}
