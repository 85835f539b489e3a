import { formatCoins, formatCount } from '@/lib/display/format';
import { fingerprintText } from '@/lib/league/fingerprint';
import type { LeagueStandingRow } from '@/lib/stats/league-standings';
import { LEAGUE_BOARD_WORDS } from '@/lib/stats/league-standings-words';
import { AccuracyValue } from '../ui/accuracy-value';
import { StackedTable, type StackedColumn } from '../ui/stacked-table';
import { YouTag } from './you-tag';

const WORDS = LEAGUE_BOARD_WORDS.columns;
const FIGURE = 'px-5 py-3 text-right tabular-nums text-slate-100';

function columns(): StackedColumn[] {
  return [
    { label: WORDS.rank(), cellClassName: 'px-5 py-3 font-bold text-white' },
    { label: WORDS.player(), rowHeader: true, cellClassName: 'px-5 py-3 font-semibold text-white' },
    { label: WORDS.net(), align: 'right', cellClassName: FIGURE },
    { label: WORDS.balance(), align: 'right', cellClassName: FIGURE },
    { label: WORDS.settled(), align: 'right', cellClassName: FIGURE },
    { label: WORDS.wins(), align: 'right', cellClassName: FIGURE },
    { label: WORDS.accuracy(), cellClassName: 'px-5 py-3 tabular-nums text-slate-100' },
  ];
}

/** A league's published standings for one period, in rank order; names isolated, the account's own row marked 'You'. */
export function LeagueStandingsTable({ rows, caption }: { rows: readonly LeagueStandingRow[]; caption: string }) {
  return (
    <StackedTable
      label={caption}
      caption={caption}
      columns={columns()}
      minWidthClass="min-w-[44rem]"
      headingLevel={3}
      rows={rows.map((row) => ({
        key: row.playerId,
        highlight: row.isYou,
        cells: [
          <span key="rank" className="font-bold text-white">
            #{row.rank}
          </span>,
          <span key="player">
            <bdi>{row.name}</bdi>
            {row.isYou && <YouTag />}
            <span className="block text-xs font-normal text-slate-300">
              {LEAGUE_BOARD_WORDS.playerCode()} <span className="font-mono tracking-wider">{fingerprintText(row.playerId)}</span>
            </span>
          </span>,
          formatCoins(row.net),
          formatCoins(row.balance),
          formatCount(row.settled),
          formatCount(row.won),
          <AccuracyValue key="rate" accuracy={row.accuracy} />,
        ],
      }))}
    />
  );
}
