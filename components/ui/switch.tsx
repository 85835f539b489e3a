'use client';

import { useId } from 'react';
import { layout_switch_off, layout_switch_on } from '@/lib/i18n/paraglide/messages';

interface SwitchProps {
  label: string;
  checked: boolean;
  onToggle: () => void;
  describedBy?: string;
  /** Shown but not usable (this browser cannot do it); the description says why. */
  disabled?: boolean;
}

/** The WAI-ARIA switch: a button that is on or off, with On/Off in words beside the track. */
export function Switch({ label, checked, onToggle, describedBy, disabled = false }: SwitchProps) {
  const labelId = useId();
  return (
    <div className="flex items-center justify-between gap-4">
      <span id={labelId} className="text-slate-100">
        {label}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        onClick={onToggle}
        disabled={disabled}
        className="flex items-center gap-3 rounded-full px-1 py-1 text-sm font-semibold text-slate-100 disabled:cursor-not-allowed disabled:opacity-60"
      >
        <span aria-hidden="true">{checked ? layout_switch_on() : layout_switch_off()}</span>
        <span aria-hidden="true" className={`flex h-7 w-12 items-center rounded-full p-1 transition-colors ${checked ? 'bg-yes-700' : 'bg-ink-600'}`}>
          <span className={`h-5 w-5 rounded-full bg-white transition-transform ${checked ? 'translate-x-5' : ''}`} />
        </span>
      </button>
    </div>
  );
}
