'use client';

import type { Account } from '@/lib/game-data';
import { AccountMenu } from './account-menu';
import { BalanceChip } from './balance-chip';

/** What a logged-in player sees in the top bar: the balance and the account menu. */
interface PlayerControlsProps {
  account: Account;
  isAdmin: boolean;
  autoFocus?: boolean;
}

export function PlayerControls({ account, isAdmin, autoFocus }: PlayerControlsProps) {
  return (
    <>
      <BalanceChip coins={account.coins} />
      <AccountMenu username={account.username} isAdmin={isAdmin} autoFocus={autoFocus} />
    </>
  );
}
