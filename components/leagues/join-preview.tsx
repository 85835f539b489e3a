'use client';

import { formatCoins, formatDateTime } from '@/lib/display/format';
import type { InvitePreview } from './league-port';

const termClass = 'text-sm text-slate-400';
const valueClass = 'mt-0.5 font-semibold text-white';

/** What an invite shows before anything is stored: the league, its key's fingerprint, its questions. */
export function JoinPreview({ preview, followedFingerprint }: { preview: InvitePreview; followedFingerprint: string | null }) {
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className={termClass}>{followedFingerprint ? 'Key fingerprint of this invite' : 'Key fingerprint'}</dt>
          <dd className={`${valueClass} font-mono tracking-wider`}>{preview.fingerprint}</dd>
        </div>
        {followedFingerprint && (
          <div>
            <dt className={termClass}>Key fingerprint of the {preview.name} you follow</dt>
            <dd className={`${valueClass} font-mono tracking-wider`}>{followedFingerprint}</dd>
          </div>
        )}
        <div>
          <dt className={termClass}>Starting coins</dt>
          <dd className={valueClass}>{formatCoins(preview.startingCoins)} coins</dd>
        </div>
      </dl>
      <h3 className="mt-4 font-semibold text-white">Questions</h3>
      {preview.questions.length === 0 ? (
        <p className="mt-1 text-sm text-slate-300">No questions yet.</p>
      ) : (
        <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-200">
          {preview.questions.map((question) => (
            <li key={question.id} className="[overflow-wrap:anywhere]">
              {question.question} <span className="text-sm text-slate-300">(ends {formatDateTime(question.endTime)})</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
