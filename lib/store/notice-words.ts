// The words of the storage notices, in the page's language. Loaded only when a notice is shown
// (components/layout/storage-notices.tsx imports it lazily), so no page's first load carries them.

import { formatCount } from '../display/format';
import {
  layout_notice_league_parts_set_aside,
  layout_notice_move_failed,
  layout_notice_newer_data,
  layout_notice_newer_game,
  layout_notice_newer_game_untouched,
  layout_notice_newer_login,
  layout_notice_newer_old_game,
  layout_notice_not_copied,
  layout_notice_not_copied_not_saved_over,
  layout_notice_original_kept,
  layout_notice_parts_set_aside,
  layout_notice_tab_not_saving_over,
  layout_notice_unreadable_data,
  layout_notice_unreadable_game,
  layout_notice_unreadable_login,
  layout_notice_unsaved,
  layout_notice_written_after_move,
} from '../i18n/paraglide/messages';
import type { NoticeFacts, SavedPart, StorageNotice } from '../storage/notices';

const UNREADABLE: Record<SavedPart, () => string> = {
  game: layout_notice_unreadable_game,
  login: layout_notice_unreadable_login,
  data: layout_notice_unreadable_data,
};

const NEWER: Record<SavedPart, () => string> = {
  game: layout_notice_newer_game,
  login: layout_notice_newer_login,
  data: layout_notice_newer_data,
};

const counted = (count: number) => ({ count, shown: formatCount(count) });

/** The sentences of one storage problem, joined: each is whole, so their order is the same in every language. */
export function noticeFactsText(facts: NoticeFacts): string {
  switch (facts.kind) {
    case 'unsaved':
      return layout_notice_unsaved();
    case 'set-aside': {
      const what = facts.reason === 'newer-version' ? NEWER[facts.part]() : UNREADABLE[facts.part]();
      const kept = facts.savedAs !== null ? layout_notice_original_kept() : layout_notice_not_copied_not_saved_over();
      const frozen = facts.reason === 'newer-version' && facts.savedAs !== null ? [layout_notice_tab_not_saving_over()] : [];
      return [what, kept, ...frozen].join(' ');
    }
    case 'quarantine':
      return layout_notice_parts_set_aside(counted(facts.count));
    case 'league-set-aside':
      return layout_notice_league_parts_set_aside(counted(facts.count));
    case 'unreadable-old-game':
      return `${layout_notice_unreadable_game()} ${facts.kept ? layout_notice_original_kept() : layout_notice_not_copied()}`;
    case 'newer-game':
      return layout_notice_newer_game_untouched();
    case 'written-after-move':
      return layout_notice_written_after_move();
    case 'move-failed':
      return layout_notice_move_failed();
    case 'newer-old-game':
      return layout_notice_newer_old_game();
  }
}

/** What a notice says: its own words, or those of its storage problem. */
export function noticeText(notice: StorageNotice): string {
  return notice.message ?? noticeFactsText(notice);
}
