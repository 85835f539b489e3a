'use client';

import { lazy, Suspense, useId, useState } from 'react';
import { profile_backup_restored, profile_download_data, profile_include_league_keys, profile_include_league_keys_hint, profile_restore_from_file } from '@/lib/i18n/paraglide/messages';
import { formatDateTime } from '@/lib/display/format';
import { fileTooLarge } from '@/lib/files/file-cap';
import { fileTooLargeText } from '@/lib/files/file-words';
import type { RestorePreview } from '@/lib/store/backup-actions';
import { withSaveNote } from '@/lib/store/save-words';
import { showToast } from '@/lib/store/toast-store';
import { useCurrentAccount } from '../hooks/use-current-account';
import { useOperatedLeagues } from '../hooks/use-league-records';
import { downloadBackup, loadBackupActions } from './download-backup';

const RestoreBackupDialog = lazy(() => import('./restore-backup-dialog').then((module) => ({ default: module.RestoreBackupDialog })));

// The schemas and migrations that read a backup load on the click that needs them, and the
// refusal messages with them.
const loadRestore = () => Promise.all([loadBackupActions(), import('./backup-messages')]);

type Ready = Extract<RestorePreview, { ok: true }>;

export function BackupControls({ username }: { username: string }) {
  const inputId = useId();
  const problemId = useId();
  const keysId = useId();
  const [problem, setProblem] = useState('');
  const [ready, setReady] = useState<Ready | null>(null);
  const operatesALeague = useOperatedLeagues(useCurrentAccount()?.id ?? null).length > 0;
  const [includeKeys, setIncludeKeys] = useState(false);

  async function choose(event: React.ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that choosing the same file again is a new choice.
    input.value = '';
    if (!file) return;
    setProblem('');
    // Checked before a byte is read: an oversized file is refused unread.
    const tooLarge = fileTooLarge(file.size);
    if (tooLarge) return setProblem(fileTooLargeText(tooLarge));
    const [text, [actions, messages]] = await Promise.all([file.text(), loadRestore()]);
    const preview = await actions.previewRestoreForSession(text);
    if (preview.ok) setReady(preview);
    else setProblem(messages.RESTORE_PROBLEMS[preview.reason]());
  }

  async function restore() {
    if (!ready) return;
    const [actions, messages] = await loadRestore();
    const result = await actions.restoreForSession(ready.backup);
    setReady(null);
    if (result.ok) showToast(withSaveNote(profile_backup_restored(), result));
    else setProblem(messages.RESTORE_PROBLEMS[result.reason]());
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-4">
        <button type="button" onClick={() => void downloadBackup(username, { includeLeagueKeys: operatesALeague && includeKeys })} className="rounded-xl bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700">
          {profile_download_data()}
        </button>
        <div className="flex min-w-0 max-w-full flex-col gap-1.5">
          <label htmlFor={inputId} className="text-sm font-semibold text-white">
            {profile_restore_from_file()}
          </label>
          <input
            id={inputId}
            type="file"
            accept=".json,application/json"
            onChange={choose}
            aria-describedby={problem ? problemId : undefined}
            className="max-w-full text-sm text-slate-300 file:mr-3 file:rounded-xl file:border-0 file:bg-ink-700 file:px-4 file:py-2.5 file:font-semibold file:text-white hover:file:bg-ink-600"
          />
        </div>
      </div>
      {operatesALeague && (
        <div className="flex items-start gap-2 text-sm">
          <input
            id={keysId}
            type="checkbox"
            checked={includeKeys}
            onChange={(event) => setIncludeKeys(event.target.checked)}
            aria-describedby={`${keysId}-hint`}
            className="mt-0.5 h-4 w-4 accent-brand-500"
          />
          <div>
            <label htmlFor={keysId} className="font-semibold text-white">
              {profile_include_league_keys()}
            </label>
            <p id={`${keysId}-hint`} className="text-slate-300">
              {profile_include_league_keys_hint()}
            </p>
          </div>
        </div>
      )}
      <p id={problemId} role="alert" className="text-sm text-no-300 empty:hidden">
        {problem}
      </p>
      {ready && (
        <Suspense fallback={null}>
          <RestoreBackupDialog
            open
            onOpenChange={(open) => !open && setReady(null)}
            onConfirm={restore}
            summary={ready.summary}
            exportedOn={formatDateTime(ready.backup.exportedAt)}
          />
        </Suspense>
      )}
    </div>
  );
}
