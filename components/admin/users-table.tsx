'use client';

import { useMemo } from 'react';
import { userRows } from '@/lib/admin-overview';
import { formatCoins, formatCount, formatDateTime } from '@/lib/format';
import { useGameStore } from '@/lib/store/game-store';

export function UsersTable() {
  const accounts = useGameStore((state) => state.accounts);
  const positions = useGameStore((state) => state.positions);
  const rows = useMemo(() => userRows({ accounts, positions }), [accounts, positions]);
  return (
    <div tabIndex={0} role="region" aria-label="Users" className="overflow-x-auto rounded-2xl border border-ink-700 bg-ink-900">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="px-5 pt-4 text-left text-lg font-semibold text-white">
          Accounts in this browser
          <span className="block text-sm font-normal text-slate-300">Players who signed up or logged in here; nobody else can be seen from a static site.</span>
        </caption>
        <thead className="text-slate-300">
          <tr>
            <th scope="col" className="px-5 py-3 font-semibold">Username</th>
            <th scope="col" className="px-5 py-3 font-semibold">Email</th>
            <th scope="col" className="px-5 py-3 text-right font-semibold">Coins</th>
            <th scope="col" className="px-5 py-3 font-semibold">Joined</th>
            <th scope="col" className="px-5 py-3 text-right font-semibold">Bets</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-ink-700">
              <th scope="row" className="px-5 py-3 font-semibold text-white">{row.username}</th>
              <td className="px-5 py-3 text-slate-200 [overflow-wrap:anywhere]">{row.email}</td>
              <td className="px-5 py-3 text-right tabular-nums text-slate-100">{formatCoins(row.coins)}</td>
              <td className="whitespace-nowrap px-5 py-3 text-slate-200">{formatDateTime(row.createdAt)}</td>
              <td className="px-5 py-3 text-right tabular-nums text-slate-100">{formatCount(row.bets)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
