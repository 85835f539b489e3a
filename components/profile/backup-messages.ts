// What the player is told when a file is refused. Each names the problem and says that nothing
// changed, since a refused restore never touches what this browser holds.

import type { RestorePreview } from '@/lib/store/backup-actions';

export type RestoreProblem = Extract<RestorePreview, { ok: false }>['reason'];

export const RESTORE_PROBLEMS: Record<RestoreProblem, string> = {
  'too-large': 'This file is far too large to be a PredictoPlay backup. Nothing was restored.',
  'not-json': 'This file is not a PredictoPlay backup: it is not a JSON file. Nothing was restored.',
  'not-a-backup': 'This file is not a PredictoPlay backup, or parts of it are missing. Nothing was restored.',
  'newer-version': 'This backup was made by a newer version of PredictoPlay. Reload the page to update the app, then try again. Nothing was restored.',
  tampered: 'This backup was changed after it was downloaded: its coins do not add up with its transactions and predictions. Nothing was restored.',
  'image-not-on-site': 'This backup names a picture from outside PredictoPlay for one of its questions, which would load from another site. Nothing was restored.',
  'records-taken': 'This backup belongs to another account in this browser. Log in to that account instead. Nothing was restored.',
  'not-logged-in': 'Log in to restore a backup. Nothing was restored.',
};
