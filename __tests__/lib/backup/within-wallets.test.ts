// Leaving out the newest predictions a short wallet cannot pay for: a league wallet below zero by a
// cash-out the organiser took back follows the organiser's, so nothing of it is left out.

import { withinWallets } from '@/lib/backup/within-wallets';
import type { LedgerEntry } from '@/lib/model/ledger-entry';
import type { Position } from '@/lib/model/position';

const LEAGUE = 'sitea2b3c4d5e6f7';
const AT = '2026-11-22T12:00:00.000Z';

const entry = (id: string, amount: number, kind: LedgerEntry['kind'], positionId: string | null, wallet = LEAGUE): LedgerEntry => ({ id, accountId: 'ann', amount, description: 'Entry', createdAt: AT, positionId, kind, wallet });
const position = (id: string, amount: number, createdAt: string): Position => ({
  id, accountId: 'ann', marketId: `${LEAGUE}.1`, question: 'Will it?', choice: 'YES', amount, potentialWin: Math.floor(amount * 1.8), createdAt, status: 'open', settledAt: null, yesShareAfter: null, wallet: LEAGUE,
});

describe('withinWallets', () => {
  it('leaves out nothing of a league wallet below zero by a cash-out taken back (900 cashed out, staked again, then refused)', () => {
    const ledger = [entry('start', 1000, 'league start', null), entry('bet-a', -1000, 'bet', 'a'), entry('paid-a', 900, 'cash-out', 'a'), entry('bet-b', -900, 'bet', 'b'), entry('back-a', -900, 'cash-out', 'a')];
    const positions = [position('a', 1000, AT), position('b', 900, '2026-11-22T12:01:00.000Z')];
    expect(withinWallets(ledger, positions)).toEqual({ ledger, positions, leftOut: [] });
  });

  it('still leaves out the newest prediction of a wallet short for any other reason', () => {
    const ledger = [entry('start', 1000, 'league start', null), entry('bet-a', -1000, 'bet', 'a'), entry('bet-b', -900, 'bet', 'b')];
    const positions = [position('a', 1000, AT), position('b', 900, '2026-11-22T12:01:00.000Z')];
    expect(withinWallets(ledger, positions).leftOut.map((each) => each.id)).toEqual(['b']);
  });
});
