'use client';

import { useId, useState } from 'react';
import { inviteShareMessage, updateShareMessage } from '@/lib/league/screen-words';
import { changesSince } from '@/lib/league/update-changes';
import type { OperatedLeague } from '@/lib/model/operated-league';
import { useGameStore } from '@/lib/store/game-store';
import { ShareLink } from '../shared/share/share-link';
import { fieldControlClass } from '../ui/form-field';
import { inviteLink, markShared, updateFile, updateLink, type ShareLink as MadeLink } from './league-port';
import { leagues_from_step, leagues_from_step_hint, leagues_invite_link, leagues_share_name, leagues_update_link } from '@/lib/i18n/paraglide/messages';
import { formatCount } from '@/lib/display/format';

const buttonClass = 'rounded-xl border border-ink-600 px-4 py-2 text-sm font-semibold text-white hover:border-brand-400';
type Made = Extract<MadeLink, { ok: true }>;
/** A made link with the message it is sent with, and the file when the link is too long. */
type Shown = Made & { message: string; file?: { fileName: string; fileText: string } };

/** Invite link and update link, each with the share block; an update link from a chosen seq when the whole history is too long. */
export function SharePanel({ league, name }: { league: Pick<OperatedLeague, 'id' | 'events' | 'sharedUpTo'>; name: string }) {
  const leagueId = league.id;
  const seqId = useId();
  const platformName = useGameStore((state) => state.settings.platformName);
  const [invite, setInvite] = useState<Shown | null>(null);
  const [update, setUpdate] = useState<Shown | null>(null);
  const [problem, setProblem] = useState('');
  // Shown once the whole history proved too long for a link: the operator then picks where to start.
  const [since, setSince] = useState<number | null>(null);

  async function makeInvite() {
    const made = await inviteLink(leagueId);
    setProblem(made.ok ? '' : made.message);
    if (made.ok) setInvite({ ...made, message: inviteShareMessage(name, platformName) });
  }
  async function makeUpdate(fromSeq?: number) {
    // Named from what changed since the last share, counted as the link is made.
    const message = updateShareMessage({ leagueName: name, ...changesSince(league.events, league.sharedUpTo) });
    const made = await updateLink(leagueId, fromSeq);
    setProblem(made.ok ? '' : made.message);
    if (!made.ok) return;
    let file: Shown['file'];
    if (made.link === null) {
      const read = await updateFile(leagueId);
      if (read.ok) file = { fileName: read.fileName, fileText: read.text };
    }
    setUpdate({ ...made, message, ...(file ? { file } : {}) });
    if (made.fromSeq > 1 || fromSeq !== undefined) setSince(made.fromSeq);
  }
  const shared = (made: Made) => () => void markShared(leagueId, made.lastSeq);

  return (
    <section aria-label={leagues_share_name({ name })} className="space-y-4">
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonClass} onClick={() => void makeInvite()}>
          {leagues_invite_link()}
        </button>
        <button type="button" className={buttonClass} onClick={() => void makeUpdate()}>
          {leagues_update_link()}
        </button>
      </div>
      <p role="alert" className="text-sm text-no-300 empty:hidden">
        {problem}
      </p>
      {invite && (
        <div className="space-y-2">
          <h3 className="font-semibold text-white">{leagues_invite_link()}</h3>
          <ShareLink message={invite.message} url={invite.link} label={leagues_invite_link()} qr onShared={shared(invite)} />
        </div>
      )}
      {since !== null && update && (
        <div className="max-w-xs">
          <label htmlFor={seqId} className="mb-1 block text-sm font-medium text-slate-200">
            {leagues_from_step()}
          </label>
          <input
            id={seqId}
            type="number"
            min={1}
            max={update.lastSeq}
            value={since}
            onChange={(event) => {
              const seq = Math.min(update.lastSeq, Math.max(1, Math.trunc(Number(event.target.value)) || 1));
              setSince(seq);
              void makeUpdate(seq);
            }}
            aria-describedby={`${seqId}-hint`}
            className={fieldControlClass}
          />
          <p id={`${seqId}-hint`} className="mt-1 text-xs text-slate-300">
            {leagues_from_step_hint({ lastSeq: formatCount(update.lastSeq) })}
          </p>
        </div>
      )}
      {update && (
        <div className="space-y-2">
          <h3 className="font-semibold text-white">{leagues_update_link()}</h3>
          <ShareLink message={update.message} url={update.link} label={leagues_update_link()} fileName={update.file?.fileName} fileText={update.file?.fileText} onShared={shared(update)} />
        </div>
      )}
    </section>
  );
}
