import type { Position } from '@/lib/model/position';
import { playerStats } from '@/lib/stats/player-stats';
import { AccuracyValue } from '../ui/accuracy-value';
import { WalletTile } from './wallet-tile';
import { wallet_win_rate, wallet_win_rate_text } from '@/lib/i18n/paraglide/messages';

/** The same figure as the profile's Win Rate and the leaderboard's accuracy: one definition. */
export function WinRateTile({ positions, accountId }: { positions: readonly Position[]; accountId: string }) {
  return (
    <WalletTile icon="📈" title={wallet_win_rate()}>
      <p className="text-3xl font-bold text-white">
        <AccuracyValue accuracy={playerStats(positions, accountId).accuracy} />
      </p>
      <p className="text-sm text-slate-300">{wallet_win_rate_text()}</p>
    </WalletTile>
  );
}
