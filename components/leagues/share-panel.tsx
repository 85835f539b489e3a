'use client';

import { useId, useState } from 'react';
import { showToast } from '@/lib/store/toast-store';
import { fieldControlClass } from '../ui/form-field';
import { inviteLink, updateFileBytes, updateLink, type ShareLink } from './league-port';
import { saveFile, slugOf } from './save-file';
import { ShareLinkField } from './share-link';

const buttonClass = 'rounded-xl border border-ink-600 px-4 py-2 text-sm font-semibold text-white hover:border-brand-400';

interface SharePanelProps {
  leagueId: string;
  name: string;
  lastSeq: number;
}

/** Invite link, update link (from a chosen seq when the whole history is too long) and the update file. */
export function SharePanel({ leagueId, name, lastSeq }: SharePanelProps) {
  const seqId = useId();
  const [invite, setInvite] = useState<ShareLink | null>(null);
  const [update, setUpdate] = useState<ShareLink | null>(null);
  // Set once the whole history proved too long for a link: the operator then picks where to start.
  const [since, setSince] = useState<number | null>(null);

  async function makeUpdate(fromSeq?: number) {
    const made = await updateLink(leagueId, fromSeq);
    setUpdate(made);
    if (made.fromSeq > 1 || fromSeq !== undefined) setSince(made.fromSeq);
  }

  async function download() {
    saveFile(`${slugOf(name)}-update.league`, await updateFileBytes(leagueId, since ?? undefined), 'application/octet-stream');
    showToast('The update file was downloaded.');
  }

  return (
    <section aria-label={`Share ${name}`} className="space-y-4">
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonClass} onClick={async () => setInvite(await inviteLink(leagueId))}>
          Invite link
        </button>
        <button type="button" className={buttonClass} onClick={() => void makeUpdate()}>
          Update link
        </button>
        <button type="button" className={buttonClass} onClick={() => void download()}>
          Download update file
        </button>
      </div>
      {invite && <ShareLinkField label="Invite link" link={invite.link} />}
      {since !== null && (
        <div className="max-w-xs">
          <label htmlFor={seqId} className="mb-1 block text-sm font-medium text-slate-200">
            Since seq
          </label>
          <input
            id={seqId}
            type="number"
            min={1}
            max={lastSeq}
            value={since}
            onChange={(event) => {
              const seq = Math.min(lastSeq, Math.max(1, Math.trunc(Number(event.target.value)) || 1));
              void makeUpdate(seq);
            }}
            aria-describedby={`${seqId}-hint`}
            className={fieldControlClass}
          />
          <p id={`${seqId}-hint`} className="mt-1 text-xs text-slate-300">
            The whole history (to seq {lastSeq}) is too long for one link: players who have every event before this one can use it.
          </p>
        </div>
      )}
      {update && <ShareLinkField label="Update link" link={update.link} />}
    </section>
  );
}
