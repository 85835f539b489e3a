// The words a player reads about a new deploy.

import { layout_updated_toast } from '../i18n/paraglide/messages';

/** The toast on the first page of a new deploy (each export is one language, so a constant). */
export const UPDATED_MESSAGE = layout_updated_toast();
