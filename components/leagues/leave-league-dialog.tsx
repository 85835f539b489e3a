'use client';

import { isolateText } from '@/lib/display/bidi';
import { showToast } from '@/lib/store/toast-store';
import { Dialog } from '../ui/dialog';
import { leaveLeague } from './league-port';
import { leagues_cancel, leagues_leave_league, leagues_leave_text, leagues_leave_title } from '@/lib/i18n/paraglide/messages';

export function leaveText(): string {
  return leagues_leave_text();
}

/** The confirm step before leaving a league. */
export function LeaveLeagueDialog({ leagueId, name, onClose }: { leagueId: string; name: string; onClose: () => void }) {
  async function confirm() {
    onClose();
    const result = await leaveLeague(leagueId);
    showToast(result.message, result.ok ? 'success' : 'error');
  }
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} role="alertdialog" title={leagues_leave_title({ name: isolateText(name) })} description={leaveText()}>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} className="rounded-xl border border-ink-600 px-4 py-2.5 font-semibold text-white hover:bg-ink-700">
          {leagues_cancel()}
        </button>
        <button type="button" onClick={() => void confirm()} className="rounded-xl bg-no-700 px-4 py-2.5 font-semibold text-white hover:opacity-90">
          {leagues_leave_league()}
        </button>
      </div>
    </Dialog>
  );
}
