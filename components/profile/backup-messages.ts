// What the player is told when a file is refused. Each names the problem and says that nothing
// changed, since a refused restore never touches what this browser holds.

import { m } from '@/lib/i18n/paraglide/messages';
import type { RestorePreview } from '@/lib/store/backup-actions';

export type RestoreProblem = Extract<RestorePreview, { ok: false }>['reason'];

export const RESTORE_PROBLEMS: Record<RestoreProblem, () => string> = {
  'too-large': () => m.profile_restore_too_large(),
  'not-json': () => m.profile_restore_not_json(),
  'not-a-backup': () => m.profile_restore_not_a_backup(),
  'newer-version': () => m.profile_restore_newer_version(),
  tampered: () => m.profile_restore_tampered(),
  'image-not-on-site': () => m.profile_restore_image_not_on_site(),
  'records-taken': () => m.profile_restore_records_taken(),
  'not-logged-in': () => m.profile_restore_not_logged_in(),
};
