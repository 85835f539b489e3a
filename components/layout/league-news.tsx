'use client';

import { useEffect, useMemo } from 'react';
import { closingNudgeText, collectReminderText } from '@/lib/league/player/player-words';
import { closingSoon, closingWithUnsent, leaguePicksOf, unsentPicks } from '@/lib/league/player/unsent-picks';
import { useClockStore } from '@/lib/store/clock-store';
import { useGameStore } from '@/lib/store/game-store';
import { useNoticeStore } from '@/lib/store/notice-store';
import { useCurrentAccount, useSessionReady } from '../hooks/use-current-account';

/**
 * League news above the fold on any page: what the latest updates did to this account's bets
 * ('since your last visit', said once), and a nudge when a question closes within the hour with
 * a bet on it not sent to the organiser yet; and, to an organiser, a reminder to collect picks
 * before a question of theirs closes.
 */
export function LeagueNews() {
  const ready = useSessionReady();
  const accountId = useCurrentAccount()?.id ?? null;
  const memberships = useGameStore((state) => state.memberships);
  const positions = useGameStore((state) => state.positions);
  const markets = useGameStore((state) => state.markets);
  const leagues = useGameStore((state) => state.leagues);
  const operated = useGameStore((state) => state.operatedLeagues);
  const now = useClockStore((state) => state.now);
  const hasNotes = useMemo(() => memberships.some((membership) => membership.accountId === accountId && membership.notes?.some((note) => !note.shown)), [memberships, accountId]);

  useEffect(() => {
    if (ready && hasNotes) void import('@/lib/store/visit-note-actions').then((actions) => actions.showVisitNotes());
  }, [ready, hasNotes]);

  useEffect(() => {
    if (!ready || accountId === null || now === null) return;
    for (const membership of memberships) {
      if (membership.accountId !== accountId || membership.status !== 'following' || !membership.player) continue;
      const unsent = unsentPicks(leaguePicksOf(positions, accountId, membership.leagueId), membership.player.sentAt);
      const closing = closingWithUnsent(markets, unsent, now);
      if (closing.length === 0) continue;
      const name = leagues.find((league) => league.id === membership.leagueId)?.name ?? '';
      useNoticeStore.getState().addNotice({ id: `unsent:${membership.leagueId}:${closing[0]?.id ?? ''}`, message: closingNudgeText(name, closing.length) });
    }
    // The organiser of a league run here: collect picks before a question closes.
    for (const league of operated) {
      if (league.accountId !== accountId) continue;
      const closing = closingSoon(markets, league.id, now);
      if (closing.length === 0) continue;
      const name = leagues.find((each) => each.id === league.id)?.name ?? '';
      useNoticeStore.getState().addNotice({ id: `collect:${league.id}:${closing[0]?.id ?? ''}`, message: collectReminderText(name, closing.length) });
    }
  }, [ready, accountId, memberships, positions, markets, leagues, operated, now]);

  return null;
}
