'use client';

import { formatCoins, formatCount } from '@/lib/display/format';
import { profile_cancel, profile_change_to, profile_restore, profile_restore_coins, profile_restore_description, profile_restore_predictions, profile_restore_title, profile_restore_transactions } from '@/lib/i18n/paraglide/messages';
import type { Change, RestoreSummary } from '@/lib/backup/restore';
import { leaguesRestoredText, moreQuestionsText, predictionGroups, type PredictionGroup } from '@/lib/backup/restore-words';
import { Dialog } from '../ui/dialog';

interface RestoreBackupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  summary: RestoreSummary;
  exportedOn: string;
}

function ChangeRow({ label, change, format }: { label: string; change: Change; format: (value: number) => string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-slate-300">{label}</dt>
      <dd className="font-semibold text-white">
        {format(change.before)}
        <span aria-hidden="true"> → </span>
        <span className="sr-only"> {profile_change_to()} </span>
        {format(change.after)}
      </dd>
    </div>
  );
}

/** Enough questions to recognise the predictions by; the count says how many there are. */
const QUESTIONS_SHOWN = 5;

function PredictionGroupNote({ group }: { group: PredictionGroup }) {
  const more = group.questions.length - QUESTIONS_SHOWN;
  return (
    <div className="mb-4 text-sm text-slate-300">
      <p>{group.label}</p>
      <ul className="mt-1 list-disc pl-5">
        {group.questions.slice(0, QUESTIONS_SHOWN).map((question, index) => (
          <li key={index}>{question}</li>
        ))}
        {more > 0 && <li>{moreQuestionsText(more)}</li>}
      </ul>
    </div>
  );
}

export function RestoreBackupDialog({ open, onOpenChange, onConfirm, summary, exportedOn }: RestoreBackupDialogProps) {
  const leagues = leaguesRestoredText(summary.leagues);
  const groups = predictionGroups(summary.predictions);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      title={profile_restore_title()}
      description={profile_restore_description({ date: exportedOn })}
    >
      <dl className="mb-6 divide-y divide-ink-700 rounded-xl border border-ink-700 px-4">
        <ChangeRow label={profile_restore_coins()} change={summary.coins} format={formatCoins} />
        <ChangeRow label={profile_restore_predictions()} change={summary.positions} format={formatCount} />
        <ChangeRow label={profile_restore_transactions()} change={summary.entries} format={formatCount} />
      </dl>
      {leagues && <p className="-mt-3 mb-6 text-sm text-slate-300">{leagues}</p>}
      {groups.length > 0 && (
        <div className="mb-2">
          {groups.map((group) => (
            <PredictionGroupNote key={group.key} group={group} />
          ))}
        </div>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={() => onOpenChange(false)} className="rounded-xl border border-ink-600 px-4 py-2.5 font-semibold text-white hover:bg-ink-700">
          {profile_cancel()}
        </button>
        <button type="button" onClick={onConfirm} className="rounded-xl bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700">
          {profile_restore()}
        </button>
      </div>
    </Dialog>
  );
}
