'use client';

import { useId, useState } from 'react';
import { standingStake } from '@/lib/betting/cash-out-rules';
import {
  CASH_OUT_REFUSAL_MESSAGES,
  cashOutAmountLabel,
  cashedOutText,
  cashOutConfirmText,
  cashOutGetText,
  cashOutGiveUpText,
  cashOutHintText,
  cashOutRestText,
  cashOutWord,
} from '@/lib/betting/cash-out-words';
import { coinsText } from '@/lib/display/format';
import type { Position } from '@/lib/model/position';
import { cashOutForSession } from '@/lib/store/cash-out-actions';
import { cashOutQuoteNow } from '@/lib/store/cash-out-quotes';
import { useGameStore } from '@/lib/store/game-store';
import { replayRefusalText } from '@/lib/store/replay-words';
import { withSaveNote } from '@/lib/store/save-words';
import { showToast } from '@/lib/store/toast-store';
import { Dialog } from '../../ui/dialog';
import { FormAlert } from '../../ui/form-alert';
import { TextField } from '../../ui/text-field';
import { WhichBet } from './which-bet';

interface CashOutDialogProps {
  question: string;
  /** The player's positions that can be cashed out now, oldest first; at least one. */
  positions: readonly Position[];
  nowMs: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Whole coins only: anything else is a part the rules refuse ('not-whole'). */
function parsePart(raw: string): number {
  return raw.trim() === '' ? Number.NaN : Number(raw);
}

export function CashOutDialog({ question, positions, nowMs, open, onOpenChange }: CashOutDialogProps) {
  const [positionId, setPositionId] = useState(positions[0]?.id ?? '');
  const position = positions.find((candidate) => candidate.id === positionId) ?? positions[0];
  const [raw, setRaw] = useState(() => (position ? String(standingStake(position)) : ''));
  const [busy, setBusy] = useState(false);
  // The quote confirmed, shown while it is being made: the store changes before the dialog closes,
  // and the position, cashed out, must not flash 'already cashed out' at the player meanwhile.
  const [confirming, setConfirming] = useState<ReturnType<typeof cashOutQuoteNow>>();
  const [refusal, setRefusal] = useState<string>();
  const previewId = useId();
  // Subscribed so the quote is made again whenever the crowd, the position or the league's snapshot changes.
  useGameStore((state) => state.positions);
  useGameStore((state) => state.markets);
  useGameStore((state) => state.leagues);
  const part = parsePart(raw);
  const live = cashOutQuoteNow(positionId, part, nowMs);
  const quoted = busy && confirming ? confirming : live;
  const problem = quoted.ok ? undefined : CASH_OUT_REFUSAL_MESSAGES[quoted.reason]();

  function choose(id: string) {
    const next = positions.find((candidate) => candidate.id === id);
    setPositionId(id);
    if (next) setRaw(String(standingStake(next)));
    setRefusal(undefined);
  }

  async function confirm() {
    if (!quoted.ok || busy) return;
    setConfirming(quoted);
    setBusy(true);
    setRefusal(undefined);
    const result = await cashOutForSession({ positionId, part });
    if (!result.ok) {
      setBusy(false);
      return setRefusal(result.replayed ? replayRefusalText(result.reason) : CASH_OUT_REFUSAL_MESSAGES[result.reason]());
    }
    onOpenChange(false);
    setBusy(false);
    showToast(withSaveNote(cashedOutText(result.cashOut.value, coinsText), result));
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next || !busy) && onOpenChange(next)} title={cashOutWord()} description={question}>
      <div className="space-y-5">
        {positions.length > 1 && <WhichBet positions={positions} value={positionId} onChange={choose} />}
        <TextField
          label={cashOutAmountLabel()}
          type="number"
          inputMode="numeric"
          step={1}
          value={raw}
          onChange={(event) => {
            setRaw(event.target.value);
            setRefusal(undefined);
          }}
          error={problem}
          hint={position ? cashOutHintText(standingStake(position), coinsText) : undefined}
        />
        <div id={previewId} aria-live="polite" className="space-y-1 rounded-xl bg-ink-800 p-3 text-sm empty:hidden">
          {quoted.ok && position && (
            <>
              <p className="text-base font-semibold text-yes-300">{cashOutGetText(quoted.quote.value, coinsText)}</p>
              <p className="text-slate-200">{cashOutGiveUpText(quoted.quote, position.choice, coinsText)}</p>
              <p className="text-slate-300">{cashOutRestText(quoted.quote.rest, coinsText)}</p>
            </>
          )}
        </div>
        <FormAlert message={refusal} />
        <button
          type="button"
          disabled={!quoted.ok || busy}
          aria-describedby={previewId}
          onClick={confirm}
          className="min-h-11 w-full rounded-xl bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-ink-700 disabled:text-slate-300"
        >
          {cashOutConfirmText(quoted.ok ? part : Number.isSafeInteger(part) && part > 0 ? part : 0, coinsText)}
        </button>
      </div>
    </Dialog>
  );
}
