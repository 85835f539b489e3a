'use client';

import { useId, useState } from 'react';
import { showToast } from '@/lib/store/toast-store';
import { fieldControlClass } from '../ui/form-field';
import { downloadUpdateFile, inviteLink, markShared, updateLink, type ShareLink } from './league-port';
import { ShareLinkField } from './share-link';

const buttonClass = 'rounded-xl border border-ink-600 px-4 py-2 text-sm font-semibold text-white hover:border-brand-400';
type Made = Extract<ShareLink, { ok: true }>;

/** Invite link, update link (from a chosen seq when the whole history is too long) and the update file. */
export function SharePanel({ leagueId, name }: { leagueId: string; name: string }) {
  const seqId = useId();
  const [invite, setInvite] = useState<Made | null>(null);
  const [update, setUpdate] = useState<Made | null>(null);
  const [problem, setProblem] = useState('');
  // Shown once the whole history proved too long for a link: the operator then picks where to start.
  const [since, setSince] = useState<number | null>(null);

  function take(made: ShareLink, keep: (made: Made) => void) {
    setProblem(made.ok ? '' : made.message);
    if (made.ok) keep(made);
  }
  async function makeUpdate(fromSeq?: number) {
    take(await updateLink(leagueId, fromSeq), (made) => {
      setUpdate(made);
      if (made.fromSeq > 1 || fromSeq !== undefined) setSince(made.fromSeq);
    });
  }
  async function download() {
    const done = await downloadUpdateFile(leagueId);
    showToast(done.message, done.ok ? 'success' : 'error');
  }
  const shared = (made: Made) => () => void markShared(leagueId, made.lastSeq);

  return (
    <section aria-label={`Share ${name}`} className="space-y-4">
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonClass} onClick={async () => take(await inviteLink(leagueId), setInvite)}>
          Invite link
        </button>
        <button type="button" className={buttonClass} onClick={() => void makeUpdate()}>
          Update link
        </button>
        <button type="button" className={buttonClass} onClick={() => void download()}>
          Download update file
        </button>
      </div>
      <p role="alert" className="text-sm text-no-300 empty:hidden">
        {problem}
      </p>
      {invite && <ShareLinkField label="Invite link" link={invite.link} onCopied={shared(invite)} />}
      {since !== null && update && (
        <div className="max-w-xs">
          <label htmlFor={seqId} className="mb-1 block text-sm font-medium text-slate-200">
            Since seq
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
            The whole history (to seq {update.lastSeq}) is too long for one link. Players who have every event before this one can use it.
          </p>
        </div>
      )}
      {update && <ShareLinkField label="Update link" link={update.link} onCopied={shared(update)} />}
    </section>
  );
}
