'use client';

import { standingStake } from '@/lib/betting/standing-stake';
import { cashOutBetLabel, cashOutWhichBet } from '@/lib/betting/cash-out-words';
import { coinsText } from '@/lib/display/format';
import type { Position } from '@/lib/model/position';

interface WhichBetProps {
  positions: readonly Position[];
  value: string;
  onChange: (positionId: string) => void;
}

/** The player's bets on the question as radio buttons, when there is more than one to cash out. */
export function WhichBet({ positions, value, onChange }: WhichBetProps) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-200">{cashOutWhichBet()}</legend>
      <div className="space-y-2">
        {positions.map((position) => (
          <label key={position.id} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-ink-600 px-3 py-2 text-sm text-white has-[:checked]:border-brand-400">
            <input
              type="radio"
              name="cash-out-bet"
              value={position.id}
              checked={position.id === value}
              onChange={() => onChange(position.id)}
              className="h-5 w-5 accent-brand-500"
            />
            {cashOutBetLabel(position.choice, standingStake(position), coinsText)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
