// What the player is told when a file is refused. Each names the problem and says that nothing
// changed, since a refused restore never touches what this browser holds.

import { profile_restore_image_not_on_site, profile_restore_newer_version, profile_restore_not_a_backup, profile_restore_not_json, profile_restore_not_logged_in, profile_restore_records_taken, profile_restore_tampered, profile_restore_too_large } from '@/lib/i18n/paraglide/messages';
import type { RestorePreview } from '@/lib/store/backup-actions';

export type RestoreProblem = Extract<RestorePreview, { ok: false }>['reason'];

export const RESTORE_PROBLEMS: Record<RestoreProblem, () => string> = {
  'too-large': () => profile_restore_too_large(),
  'not-json': () => profile_restore_not_json(),
  'not-a-backup': () => profile_restore_not_a_backup(),
  'newer-version': () => profile_restore_newer_version(),
  tampered: () => profile_restore_tampered(),
  'image-not-on-site': () => profile_restore_image_not_on_site(),
  'records-taken': () => profile_restore_records_taken(),
  'not-logged-in': () => profile_restore_not_logged_in(),
};
