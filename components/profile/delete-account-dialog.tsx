'use client';

import { profile_cancel, profile_delete_account, profile_delete_description, profile_delete_title } from '@/lib/i18n/paraglide/messages';
import { isolateText } from '@/lib/display/bidi';
import { Dialog } from '../ui/dialog';

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  username: string;
}

export function DeleteAccountDialog({ open, onOpenChange, onConfirm, username }: DeleteAccountDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      title={profile_delete_title()}
      description={profile_delete_description({ name: isolateText(username) })}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={() => onOpenChange(false)} className="rounded-xl border border-ink-600 px-4 py-2.5 font-semibold text-white hover:bg-ink-700">
          {profile_cancel()}
        </button>
        <button type="button" onClick={onConfirm} className="rounded-xl bg-no-700 px-4 py-2.5 font-semibold text-white hover:opacity-90">
          {profile_delete_account()}
        </button>
      </div>
    </Dialog>
  );
}
