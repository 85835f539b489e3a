'use client';

import { useRouter } from 'next/navigation';
import { lazy, Suspense, useState } from 'react';
import type { Account, NotificationPreferences } from '@/lib/model/account';
import { deleteAccountForSession, setNotificationsForSession } from '@/lib/store/account-actions';
import { withSaveNote } from '@/lib/store/save-words';
import { showToast } from '@/lib/store/toast-store';
import { TextField } from '../ui/text-field';
import { Switch } from '../ui/switch';
import { BackupControls } from './backup-controls';

const DeleteAccountDialog = lazy(() => import('./delete-account-dialog').then((module) => ({ default: module.DeleteAccountDialog })));
const ResetDataDialog = lazy(() => import('./reset-data-dialog').then((module) => ({ default: module.ResetDataDialog })));

export function ProfileSettings({ account }: { account: Account }) {
  const router = useRouter();
  const [deleting, setDeleting] = useState(false);
  const [resetting, setResetting] = useState(false);

  async function toggle(channel: keyof NotificationPreferences) {
    const result = await setNotificationsForSession({ ...account.notifications, [channel]: !account.notifications[channel] });
    if (!result.ok) showToast('Your preference could not be saved. Log in and try again.', 'error');
    else if (!result.saved) showToast(withSaveNote('Preference changed', result), 'info');
  }

  async function confirmDelete() {
    const result = await deleteAccountForSession();
    setDeleting(false);
    if (result.ok) {
      router.push('/');
      showToast(withSaveNote('Your account and everything in it were deleted from this browser.', result), 'info');
    } else {
      showToast('The account could not be deleted. Nothing changed.', 'error');
    }
  }

  async function confirmReset() {
    setResetting(false);
    const { resetBrowserData } = await import('@/lib/store/reset-actions');
    const removed = await resetBrowserData(Date.now());
    router.push('/');
    showToast(
      removed
        ? 'This browser’s PredictoPlay data was deleted. The sample questions are back.'
        : 'This browser would not let PredictoPlay delete everything it stored. This tab starts afresh all the same.',
      removed ? 'info' : 'error',
    );
  }

  return (
    <div className="space-y-6">
      <section aria-labelledby="account-details-title" className="space-y-4 rounded-2xl border border-ink-700 bg-ink-900 p-6">
        <h2 id="account-details-title" className="text-lg font-semibold text-white">Account details</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Username" value={account.username} readOnly />
          <TextField label="Email" value={account.email} readOnly />
        </div>
      </section>
      <section aria-labelledby="notifications-title" className="space-y-4 rounded-2xl border border-ink-700 bg-ink-900 p-6">
        <h2 id="notifications-title" className="text-lg font-semibold text-white">Notifications</h2>
        <p id="notifications-note" className="text-sm text-slate-300">
          Saved in this browser only. PredictoPlay has no server, so no emails or text messages are ever sent.
        </p>
        <Switch label="Email notifications" checked={account.notifications.email} onToggle={() => toggle('email')} describedBy="notifications-note" />
        <Switch label="SMS notifications" checked={account.notifications.sms} onToggle={() => toggle('sms')} describedBy="notifications-note" />
      </section>
      <section aria-labelledby="your-data-title" className="space-y-4 rounded-2xl border border-ink-700 bg-ink-900 p-6">
        <h2 id="your-data-title" className="text-lg font-semibold text-white">Your data</h2>
        <p className="text-sm text-slate-300">
          A backup is a JSON file of your account, transactions, predictions and settings; your password is never
          included. Restore it in any browser, after logging in: you see what changes and confirm first.
        </p>
        <BackupControls username={account.username} />
        <div className="flex flex-wrap gap-3">
          <button type="button" onClick={() => setDeleting(true)} className="rounded-xl border border-no-400 px-4 py-2.5 font-semibold text-no-300 hover:bg-no-500/10">
            Delete my account
          </button>
          <button type="button" onClick={() => setResetting(true)} className="rounded-xl border border-no-400 px-4 py-2.5 font-semibold text-no-300 hover:bg-no-500/10">
            Reset this browser’s data
          </button>
        </div>
      </section>
      {deleting && (
        <Suspense fallback={null}>
          <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} onConfirm={confirmDelete} username={account.username} />
        </Suspense>
      )}
      {resetting && (
        <Suspense fallback={null}>
          <ResetDataDialog open={resetting} onOpenChange={setResetting} onConfirm={() => void confirmReset()} username={account.username} />
        </Suspense>
      )}
    </div>
  );
}
