// The logged-in player's backup as a JSON file download. The schemas that make it load on the
// click, so they stay out of the profile's first load.

import { profile_backup_downloaded, profile_no_account_to_back_up } from '@/lib/i18n/paraglide/messages';
import { showToast } from '@/lib/store/toast-store';

export const loadBackupActions = () => import('@/lib/store/backup-actions');

function fileNameFor(username: string, exportedAt: string) {
  const name = username.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'player';
  return `predictoplay-backup-${name}-${exportedAt.slice(0, 10)}.json`;
}

/** `includeLeagueKeys` only when the operator ticked it: a league's key leaves the browser no other way but its own download. */
export async function downloadBackup(username: string, { includeLeagueKeys = false } = {}): Promise<void> {
  const [actions, { downloadJson }] = await Promise.all([loadBackupActions(), import('../ui/download-json')]);
  const backup = actions.backupForSession({ includeLeagueKeys });
  if (!backup) {
    showToast(profile_no_account_to_back_up(), 'error');
    return;
  }
  downloadJson(fileNameFor(username, backup.exportedAt), backup);
  showToast(profile_backup_downloaded());
}
