'use client';

import { choiceWord } from '@/lib/betting/choice-words';
import { betting_crowd_share, betting_your_prediction } from '@/lib/i18n/paraglide/messages';
import type { Choice } from '@/lib/model/position';

interface ChoicePickerProps {
  value: Choice | null;
  shares: { yes: number; no: number };
  onChange: (choice: Choice) => void;
}

const STYLES: Record<Choice, { on: string; off: string; mark: string }> = {
  YES: { on: 'border-yes-400 bg-yes-700 text-white', off: 'border-ink-600 text-yes-300 hover:border-yes-400', mark: '▲' },
  NO: { on: 'border-no-400 bg-no-700 text-white', off: 'border-ink-600 text-no-300 hover:border-no-400', mark: '▼' },
};

/** YES and NO as toggle buttons; the arrows and words tell them apart as well as the colours. */
export function ChoicePicker({ value, shares, onChange }: ChoicePickerProps) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-200">{betting_your_prediction()}</legend>
      <div className="grid grid-cols-2 gap-3">
        {(['YES', 'NO'] as const).map((choice) => {
          const pressed = value === choice;
          const style = STYLES[choice];
          return (
            <button
              key={choice}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(choice)}
              className={`rounded-xl border-2 px-3 py-3 text-center font-bold transition-colors ${pressed ? style.on : style.off}`}
            >
              <span aria-hidden="true">{style.mark} </span>
              {choiceWord(choice)}
              <span className="block text-xs font-medium opacity-90">{betting_crowd_share({ percent: String(choice === 'YES' ? shares.yes : shares.no) })}</span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
