'use client';

import { useState } from 'react';
import { profile_cancel, profile_continue, profile_delete_everything, profile_download_data, profile_reset_accounts, profile_reset_confirm_description, profile_reset_confirm_title, profile_reset_corrupt_kept, profile_reset_description, profile_reset_leagues, profile_reset_leagues_warning, profile_reset_title } from '@/lib/i18n/paraglide/messages';
import { formatCount } from '@/lib/display/format';
import { useGameStore } from '@/lib/store/game-store';
import { Dialog } from '../ui/dialog';
import { downloadBackup } from './download-backup';

interface ResetDataDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** The logged-in player, whose backup is offered first. */
  username: string;
}

const secondaryClass = 'rounded-xl border border-ink-600 px-4 py-2.5 font-semibold text-white hover:bg-ink-700';

/** Two steps: what goes (with the backup offered), then the confirm that deletes it. */
export function ResetDataDialog({ open, onOpenChange, onConfirm, username }: ResetDataDialogProps) {
  const [step, setStep] = useState<'review' | 'confirm'>('review');
  const accounts = useGameStore((state) => state.accounts);
  const operated = useGameStore((state) => state.operatedLeagues);
  const leagueNames = useGameStore((state) => state.leagues);
  const nameOf = (id: string) => leagueNames.find((league) => league.id === id)?.name ?? id;
  const reviewing = step === 'review';

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      title={reviewing ? profile_reset_title() : profile_reset_confirm_title()}
      description={
        reviewing ? profile_reset_description() : profile_reset_confirm_description()
      }
    >
      <div className="space-y-4">
        <div>
          <p id="reset-accounts" className="text-sm font-semibold text-white">
            {profile_reset_accounts({ shown: formatCount(accounts.length) })}
          </p>
          <ul aria-labelledby="reset-accounts" className="mt-2 max-h-40 list-disc space-y-1 overflow-y-auto pl-5 text-sm text-slate-200 [overflow-wrap:anywhere]">
            {accounts.map((account) => (
              <li key={account.id}>
                <bdi>{account.username}</bdi>
              </li>
            ))}
          </ul>
        </div>
        {operated.length > 0 && (
          <div>
            <p id="reset-leagues" className="text-sm font-semibold text-white">
              {profile_reset_leagues({ shown: formatCount(operated.length) })}
            </p>
            <ul aria-labelledby="reset-leagues" className="mt-2 max-h-32 list-disc space-y-1 overflow-y-auto pl-5 text-sm text-slate-200 [overflow-wrap:anywhere]">
              {operated.map((league) => (
                <li key={league.id}>
                  <bdi>{nameOf(league.id)}</bdi>
                </li>
              ))}
            </ul>
            <p className="mt-2 text-sm text-amber-200">{profile_reset_leagues_warning()}</p>
          </div>
        )}
        <p className="text-sm text-slate-300">
          {profile_reset_corrupt_kept()}
        </p>
        {reviewing ? (
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
            <button type="button" onClick={() => onOpenChange(false)} className={secondaryClass}>
              {profile_cancel()}
            </button>
            <button type="button" onClick={() => void downloadBackup(username)} className={secondaryClass}>
              {profile_download_data()}
            </button>
            <button type="button" onClick={() => setStep('confirm')} className="rounded-xl bg-no-700 px-4 py-2.5 font-semibold text-white hover:opacity-90">
              {profile_continue()}
            </button>
          </div>
        ) : (
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" onClick={() => onOpenChange(false)} className={secondaryClass}>
              {profile_cancel()}
            </button>
            <button type="button" onClick={onConfirm} className="rounded-xl bg-no-700 px-4 py-2.5 font-semibold text-white hover:opacity-90">
              {profile_delete_everything()}
            </button>
          </div>
        )}
      </div>
    </Dialog>
  );
}
