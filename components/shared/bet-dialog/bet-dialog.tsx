'use client';

import { useEffect, useRef, useState } from 'react';
import { BET_REFUSAL_MESSAGES, betPlacedText } from '@/lib/betting/bet-words';
import { clampStake, DEFAULT_BET, isRiskyStake, parseStakeInput, potentialWin, stakeProblem } from '@/lib/betting/betting-rules';
import { coinsText } from '@/lib/display/format';
import { betting_confirm, betting_dialog_title, betting_no_potential_win, betting_placing, betting_potential_win, betting_risky_warning } from '@/lib/i18n/paraglide/messages';
import { shownQuestion } from '@/lib/market/shown-text';
import type { Choice } from '@/lib/model/position';
import { coinShares } from '@/lib/market/markets';
import type { Market } from '@/lib/model/market';
import { placeBetForSession } from '@/lib/store/player-actions';
import { replayRefusalText } from '@/lib/store/replay-words';
import { withSaveNote } from '@/lib/store/save-words';
import { showToast } from '@/lib/store/toast-store';
import { FIXED_PAYS_TEXT } from '@/lib/league/pool/pool-words';
import { Dialog } from '../../ui/dialog';
import { NoValueYet } from '../../ui/no-value-yet';
import { PoolEstimate } from '../market-card/pool-estimate';
import { usePoolView } from '../market-card/use-pool-view';
import { ChoicePicker } from './choice-picker';
import { QuickAmounts } from './quick-amounts';
import { StakeInput } from './stake-input';
import { useStakeWallet } from './use-stake-wallet';

/** The spec keeps 'Placing...' on screen this long before the bet is placed. */
export const PLACING_DELAY_MS = 1000;
export const JOIN_LEAGUE_FIRST = BET_REFUSAL_MESSAGES['not-in-league'];

interface BetDialogProps {
  market: Market;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function BetDialog({ market, open, onOpenChange }: BetDialogProps) {
  // A league question is staked from the player's coins in that league, never practice coins.
  const { balance, label: balanceLabel, joined } = useStakeWallet(market);
  // A pool-share league pays no fixed figure: the dialog estimates the typed stake at the counted crowd.
  const pool = usePoolView(market);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [raw, setRaw] = useState(() => String(clampStake(DEFAULT_BET, balance)));
  const [placing, setPlacing] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pressedWhileDisabled = useRef(false);

  useEffect(() => () => clearTimeout(timer.current), []);

  const amount = parseStakeInput(raw);
  const problem = stakeProblem(amount, balance);
  const canConfirm = joined && choice !== null && problem === null && !placing;
  // Without the league's coins the join message says it all; a range error would only add noise.
  const stakeError = problem && joined ? BET_REFUSAL_MESSAGES[problem]() : undefined;
  const estimated = Number.isSafeInteger(amount) && amount > 0 ? (choice ? [choice] : (['YES', 'NO'] as const)).map((side) => ({ choice: side, stake: amount })) : [];

  function commit() {
    setRaw(String(clampStake(parseStakeInput(raw), balance)));
  }

  function confirm(event: React.MouseEvent) {
    // Pressing a disabled Confirm still blurs the amount, and its commit can enable the button
    // before the release: that click would stake an amount the player never saw. A keyboard
    // click (detail 0) has no press.
    const stale = pressedWhileDisabled.current && event.detail > 0;
    pressedWhileDisabled.current = false;
    if (stale || !canConfirm || timer.current !== undefined) return;
    setPlacing(true);
    setRefusal(undefined);
    timer.current = setTimeout(async () => {
      timer.current = undefined;
      // Memory holds the bet at once; the dialog closes when its transaction is done.
      const result = await placeBetForSession({ marketId: market.id, choice, amount });
      setPlacing(false);
      if (!result.ok) return setRefusal(result.replayed ? replayRefusalText(result.reason) : BET_REFUSAL_MESSAGES[result.reason]());
      onOpenChange(false);
      showToast(withSaveNote(betPlacedText(amount, choice), result));
    }, PLACING_DELAY_MS);
  }

  return (
    <Dialog
      open={open}
      // A bet being placed finishes before the dialog can close.
      onOpenChange={(next) => (next || !placing) && onOpenChange(next)}
      title={betting_dialog_title()}
      description={shownQuestion(market)}
    >
      <div className="space-y-5">
        <ChoicePicker value={choice} shares={coinShares(market)} onChange={setChoice} />
        {/* Says why Confirm is disabled: a balance spent in another tab can leave an amount
            committed earlier above it, and a balance under 10 allows no stake at all. The same
            words as a refusal just announced below are not repeated. */}
        <StakeInput
          value={raw}
          balance={balance}
          onChange={setRaw}
          onCommit={commit}
          error={stakeError !== refusal ? stakeError : undefined}
        />
        <QuickAmounts balance={balance} onPick={(stake) => setRaw(String(stake))} />
        <dl className="grid grid-cols-2 gap-3 rounded-xl bg-ink-800 p-3 text-sm">
          <div>
            <dt className="text-slate-300">{balanceLabel}</dt>
            <dd className="font-semibold text-white">{coinsText(balance)}</dd>
          </div>
          {pool === null && (
            <div>
              <dt className="text-slate-300">{betting_potential_win()}</dt>
              <dd className="font-semibold text-yes-300" aria-live="polite">
                {/* Only for an amount the dialog would accept: never a big win beside 'not enough coins'. */}
                {problem === null ? coinsText(potentialWin(amount)) : <NoValueYet reason={betting_no_potential_win()} />}
              </dd>
            </div>
          )}
        </dl>
        {pool === null ? (
          <p className="-mt-3 text-xs text-slate-300">{FIXED_PAYS_TEXT}</p>
        ) : (
          <div aria-live="polite" className="-mt-2">
            <PoolEstimate view={pool} sides={estimated} />
          </div>
        )}
        {/* Always present, so screen readers announce the warning when it appears. */}
        <p role="status" className="rounded-lg border border-gold-400/40 bg-gold-400/10 px-3 py-2 text-sm text-gold-300 empty:hidden">
          {problem === null && isRiskyStake(amount, balance) ? betting_risky_warning() : ''}
        </p>
        <p role="alert" className="text-sm text-no-300 empty:hidden">
          {refusal ?? (joined ? '' : JOIN_LEAGUE_FIRST())}
        </p>
        <button
          type="button"
          disabled={!canConfirm}
          aria-disabled={!canConfirm}
          onPointerDown={() => (pressedWhileDisabled.current = !canConfirm)}
          onClick={confirm}
          className="w-full rounded-xl bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-ink-700 disabled:text-slate-300"
        >
          {placing ? betting_placing() : betting_confirm()}
        </button>
      </div>
    </Dialog>
  );
}
