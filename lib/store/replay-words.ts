// What a player reads when another tab of this browser saved first and a change made here no
// longer fitted on top of it: said where the change was made (the bet dialog) and as a notice.
// Apart from the notices every page loads: only a replay, in the storage engine, needs them.

import { wallet_replay_already_claimed, wallet_replay_already_settled, wallet_replay_notice, wallet_replay_other, wallet_replay_undone, wallet_spent_in_another_tab } from '../i18n/paraglide/messages';
import type { StorageNotice } from '../storage/notices';

const REBASE_REASONS: Record<string, () => string> = {
  'already-claimed': () => wallet_replay_already_claimed(),
  'already-settled': () => wallet_replay_already_settled(),
};

/** A bet another tab's spending left without the coins: said plainly, where the bet was made. */
export function spentInAnotherTabText(): string {
  return wallet_spent_in_another_tab();
}

/** What a change undone by a replay on another tab's records says, by the replay's reason. */
export function replayRefusalText(reason?: string): string {
  if (reason === 'insufficient-funds') return spentInAnotherTabText();
  const why = (reason && REBASE_REASONS[reason]?.()) ?? wallet_replay_other();
  return wallet_replay_undone({ why });
}

/** Another page saved at the same moment, and a change made here no longer fitted on top of it. */
export function rebaseNotice(reason?: string): StorageNotice {
  return { id: `rebase:${reason ?? 'other'}`, message: wallet_replay_notice({ text: replayRefusalText(reason) }) };
}
