'use client';

import { useRouter } from 'next/navigation';
import { lazy, Suspense, useState } from 'react';
import { profile_account_deleted, profile_account_details, profile_account_not_deleted, profile_delete_account, profile_email, profile_notifications, profile_notifications_note, profile_reset_browser, profile_reset_done, profile_reset_partial, profile_username, profile_your_data, profile_your_data_note } from '@/lib/i18n/paraglide/messages';
import type { Account } from '@/lib/model/account';
import { deleteAccountForSession } from '@/lib/store/account-actions';
import { withSaveNote } from '@/lib/store/save-words';
import { showToast } from '@/lib/store/toast-store';
import { TextField } from '../ui/text-field';
import { BackupControls } from './backup-controls';
import { NotifySetting } from './notify-setting';

const DeleteAccountDialog = lazy(() => import('./delete-account-dialog').then((module) => ({ default: module.DeleteAccountDialog })));
const ResetDataDialog = lazy(() => import('./reset-data-dialog').then((module) => ({ default: module.ResetDataDialog })));

export function ProfileSettings({ account }: { account: Account }) {
  const router = useRouter();
  const [deleting, setDeleting] = useState(false);
  const [resetting, setResetting] = useState(false);

  async function confirmDelete() {
    const result = await deleteAccountForSession();
    setDeleting(false);
    if (result.ok) {
      router.push('/');
      showToast(withSaveNote(profile_account_deleted(), result), 'info');
    } else {
      showToast(profile_account_not_deleted(), 'error');
    }
  }

  async function confirmReset() {
    setResetting(false);
    const { resetBrowserData } = await import('@/lib/store/reset-actions');
    const removed = await resetBrowserData(Date.now());
    router.push('/');
    showToast(
      removed ? profile_reset_done() : profile_reset_partial(),
      removed ? 'info' : 'error',
    );
  }

  return (
    <div className="space-y-6">
      <section aria-labelledby="account-details-title" className="space-y-4 rounded-2xl border border-ink-700 bg-ink-900 p-6">
        <h2 id="account-details-title" className="text-lg font-semibold text-white">{profile_account_details()}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={profile_username()} value={account.username} readOnly />
          <TextField label={profile_email()} value={account.email} readOnly />
        </div>
      </section>
      <section aria-labelledby="notifications-title" className="space-y-4 rounded-2xl border border-ink-700 bg-ink-900 p-6">
        <h2 id="notifications-title" className="text-lg font-semibold text-white">{profile_notifications()}</h2>
        <p id="notifications-note" className="text-sm text-slate-300">
          {profile_notifications_note()}
        </p>
        <NotifySetting accountId={account.id} />
      </section>
      <section aria-labelledby="your-data-title" className="space-y-4 rounded-2xl border border-ink-700 bg-ink-900 p-6">
        <h2 id="your-data-title" className="text-lg font-semibold text-white">{profile_your_data()}</h2>
        <p className="text-sm text-slate-300">
          {profile_your_data_note()}
        </p>
        <BackupControls username={account.username} />
        <div className="flex flex-wrap gap-3">
          <button type="button" onClick={() => setDeleting(true)} className="rounded-xl border border-no-400 px-4 py-2.5 font-semibold text-no-300 hover:bg-no-500/10">
            {profile_delete_account()}
          </button>
          <button type="button" onClick={() => setResetting(true)} className="rounded-xl border border-no-400 px-4 py-2.5 font-semibold text-no-300 hover:bg-no-500/10">
            {profile_reset_browser()}
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
