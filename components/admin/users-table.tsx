'use client';

import { useMemo } from 'react';
import { userRows } from '@/lib/admin/admin-overview';
import { formatCoins, formatCount, formatDateTime } from '@/lib/display/format';
import { useGameStore } from '@/lib/store/game-store';
import { admin_col_coins, admin_col_email, admin_col_joined, admin_col_predictions, admin_col_username, admin_users_caption, admin_users_caption_note, admin_users_region } from '@/lib/i18n/paraglide/messages';
import { ScrollTable } from '../ui/scroll-table';

function UsersCaption() {
  return (
    <>
      {admin_users_caption()}
      <span className="block text-sm font-normal text-slate-300">{admin_users_caption_note()}</span>
    </>
  );
}

function columns() {
  return [
    { label: admin_col_username() },
    { label: admin_col_email() },
    { label: admin_col_coins(), align: 'right' },
    { label: admin_col_joined() },
    { label: admin_col_predictions(), align: 'right' },
  ] as const;
}

export function UsersTable() {
  const accounts = useGameStore((state) => state.accounts);
  const positions = useGameStore((state) => state.positions);
  const rows = useMemo(() => userRows({ accounts, positions }), [accounts, positions]);
  return (
    <ScrollTable label={admin_users_region()} caption={<UsersCaption />} columns={columns()} minWidthClass="min-w-[40rem]">
      {rows.map((row) => (
        <tr key={row.id} className="border-t border-ink-700">
          <th scope="row" className="px-5 py-3 font-semibold text-white">
            <bdi>{row.username}</bdi>
          </th>
          <td className="px-5 py-3 text-slate-200 [overflow-wrap:anywhere]">{row.email}</td>
          <td className="px-5 py-3 text-right tabular-nums text-slate-100">{formatCoins(row.coins)}</td>
          <td className="whitespace-nowrap px-5 py-3 text-slate-200">{formatDateTime(row.createdAt)}</td>
          <td className="px-5 py-3 text-right tabular-nums text-slate-100">{formatCount(row.bets)}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}
