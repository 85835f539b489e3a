import { formatCoins, formatCount } from '@/lib/display/format';
import { fingerprintText } from '@/lib/league/fingerprint';
import type { LeagueStandingRow } from '@/lib/stats/league-standings';
import { LEAGUE_BOARD_WORDS } from '@/lib/stats/league-standings-words';
import { AccuracyValue } from '../ui/accuracy-value';
import { ScrollTable } from '../ui/scroll-table';
import { YouTag } from './you-tag';

const WORDS = LEAGUE_BOARD_WORDS.columns;

const COLUMNS = [
  { label: WORDS.rank },
  { label: WORDS.player },
  { label: WORDS.net, align: 'right' },
  { label: WORDS.balance, align: 'right' },
  { label: WORDS.settled, align: 'right' },
  { label: WORDS.wins, align: 'right' },
  { label: WORDS.accuracy },
] as const;

/** A league's published standings for one period, in rank order; names isolated, the account's own row marked 'You'. */
export function LeagueStandingsTable({ rows, caption }: { rows: readonly LeagueStandingRow[]; caption: string }) {
  return (
    <ScrollTable label={caption} caption={caption} columns={COLUMNS} minWidthClass="min-w-[44rem]">
      {rows.map((row) => (
        <tr key={row.playerId} className={`border-t border-ink-700 ${row.isYou ? 'bg-gold-400/10' : ''}`}>
          <td className="px-5 py-3 font-bold text-white">#{row.rank}</td>
          <th scope="row" className="px-5 py-3 font-semibold text-white">
            <bdi>{row.name}</bdi>
            {row.isYou && <YouTag />}
            <span className="block text-xs font-normal text-slate-300">
              {LEAGUE_BOARD_WORDS.playerCode} <span className="font-mono tracking-wider">{fingerprintText(row.playerId)}</span>
            </span>
          </th>
          <td className="px-5 py-3 text-right tabular-nums text-slate-100">{formatCoins(row.net)}</td>
          <td className="px-5 py-3 text-right tabular-nums text-slate-100">{formatCoins(row.balance)}</td>
          <td className="px-5 py-3 text-right tabular-nums text-slate-100">{formatCount(row.settled)}</td>
          <td className="px-5 py-3 text-right tabular-nums text-slate-100">{formatCount(row.won)}</td>
          <td className="px-5 py-3 tabular-nums text-slate-100">
            <AccuracyValue accuracy={row.accuracy} />
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
