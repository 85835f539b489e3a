// A league cash-out the organiser refused (the crowd moved, or its bet was not counted), taken
// back on the player's browser: the cash-out is marked not counted with why, its coins are taken
// back from the league wallet (the one debit that may take it below zero), and the stake stands
// again, whole or in part. Once only: a cash-out already marked is never touched again, and a bet
// already settled (won, lost or refunded) is never touched: a result waits for its cash-outs to be
// judged (judged.ts), so a later count that refuses one changes nothing paid here.

import { standingPotentialWin } from '../../betting/standing-stake';
import type { LedgerEntry } from '../../model/ledger-entry';
import type { PickRefusal } from '../../model/picks';
import type { Position } from '../../model/position';
import { cashOutEntryId, cashOutTakenBackText } from '../../wallet/entry-text';

export interface TakenBack {
  positions: Position[];
  /** The debits, kind 'cash-out', of the league's wallet. */
  debits: LedgerEntry[];
  /** The positions whose cash-outs were taken back, as they are now. */
  changed: Position[];
}

/** `leagueId`'s positions with every cash-out `refusalOf` refuses taken back. */
export function takeBackRefusedCashOuts(
  positions: readonly Position[],
  leagueId: string,
  refusalOf: (position: Position, cashOutId: string) => PickRefusal | undefined,
  nowMs: number,
): TakenBack {
  const at = new Date(nowMs).toISOString();
  const debits: LedgerEntry[] = [];
  const changed: Position[] = [];
  const next = positions.map((position) => {
    // A settled bet's verdict is final here: its result was paid on what stood once its cash-outs were judged.
    if (position.wallet !== leagueId || !position.cashOuts?.length || (position.status !== 'open' && position.status !== 'cashed-out')) return position;
    let touched = false;
    const cashOuts = position.cashOuts.map((cashOut) => {
      if (cashOut.notCounted !== undefined) return cashOut;
      const reason = refusalOf(position, cashOut.id);
      if (reason === undefined) return cashOut;
      touched = true;
      debits.push({
        ...{ id: cashOutEntryId(cashOut.id, 'taken back'), accountId: position.accountId, amount: -cashOut.value },
        ...{ description: cashOutTakenBackText(reason, position.question), createdAt: at, positionId: position.id, kind: 'cash-out', wallet: position.wallet },
      });
      return { ...cashOut, notCounted: reason };
    });
    if (!touched) return position;
    const standing = { ...position, cashOuts };
    const restored: Position = {
      ...standing,
      potentialWin: standingPotentialWin(standing),
      // The whole stake was out; part of it stands again, so the bet is open again.
      ...(position.status === 'cashed-out' ? { status: 'open' as const, settledAt: null } : {}),
    };
    changed.push(restored);
    return restored;
  });
  return { positions: next, debits, changed };
}
