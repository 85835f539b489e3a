'use client';

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
      title="Delete your account?"
      description={`This removes ${isolateText(username)}, its coins, transactions and predictions from this browser. It cannot be undone; download your data first if you want a copy.`}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={() => onOpenChange(false)} className="rounded-xl border border-ink-600 px-4 py-2.5 font-semibold text-white hover:bg-ink-700">
          Cancel
        </button>
        <button type="button" onClick={onConfirm} className="rounded-xl bg-no-700 px-4 py-2.5 font-semibold text-white hover:opacity-90">
          Delete my account
        </button>
      </div>
    </Dialog>
  );
}
