'use client';

import { useState } from 'react';
import { PLAYER_WORDS, unsentText } from '@/lib/league/player/player-words';
import { ShareLink } from '../../shared/share/share-link';
import { loadPicksActions } from './picks-port';
import { useUnsentPicks } from './use-unsent-picks';

type Made = Extract<Awaited<ReturnType<Awaited<ReturnType<typeof loadPicksActions>>['picksToSend']>>, { ok: true }>;

/** 'Send my picks': every bet in the league signed into one link for the organiser's chat, and what is not sent yet. */
export function SendPicks({ accountId, leagueId, leagueName }: { accountId: string; leagueId: string; leagueName: string }) {
  const { all, unsent } = useUnsentPicks(accountId, leagueId);
  const [made, setMade] = useState<Made | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = `send-${leagueId}`;
  if (all.length === 0) return null;

  async function make() {
    setBusy(true);
    const actions = await loadPicksActions();
    const result = await actions.picksToSend(leagueId);
    setBusy(false);
    setMade(result.ok ? result : null);
  }
  async function shared() {
    if (made) await (await loadPicksActions()).markPicksSent(leagueId, made.signedAt);
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl border border-ink-700 p-4">
      <h3 id={headingId} className="font-semibold text-white">
        {PLAYER_WORDS.sendPicks}
        <span className="sr-only">
          {' '}
          (<bdi>{leagueName}</bdi>)
        </span>
      </h3>
      <p className={unsent > 0 ? 'text-sm font-semibold text-amber-200' : 'text-sm text-slate-300'}>{unsent > 0 ? unsentText(unsent) : PLAYER_WORDS.allSent}</p>
      <p className="text-sm text-slate-300">{PLAYER_WORDS.sendPicksHint}</p>
      {made ? (
        <ShareLink label={PLAYER_WORDS.picksLink} message={made.message} url={made.link} fileName={made.fileName} fileText={made.fileText} onShared={() => void shared()} />
      ) : (
        <button type="button" disabled={busy} onClick={() => void make()} className="rounded-xl bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
          {PLAYER_WORDS.sendPicks}
        </button>
      )}
    </section>
  );
}
