'use client';

import { formatCount } from '@/lib/display/format';
import type { Market } from '@/lib/model/market';
import type { SkippedQuestion } from '@/lib/admin/question-pack-import';
import { packEntryProblemText, skipReasonText, summariseImport } from '@/lib/admin/pack-words';
import { admin_pack_added, admin_pack_done, admin_pack_more, admin_pack_question_at, admin_pack_skip_line, admin_pack_skip_line_problem, admin_pack_skipped, admin_pack_title_imported, admin_pack_title_nothing } from '@/lib/i18n/paraglide/messages';
import { Dialog } from '../ui/dialog';

export interface PackSummary {
  added: Market[];
  skipped: SkippedQuestion[];
}

/** A pack of thousands lists its first questions; the counts above the lists cover them all. */
const LISTED = 50;

function More({ count }: { count: number }) {
  if (count <= LISTED) return null;
  return <li className="text-slate-300">{admin_pack_more({ shown: formatCount(count - LISTED) })}</li>;
}

/** Enough of a question to recognise it; a pack may hold one far longer than the form allows. */
const SHOWN_CHARACTERS = 120;

function skippedLine(skip: SkippedQuestion): string {
  const question = skip.question?.trim() ?? '';
  const shown = question.length > SHOWN_CHARACTERS ? `${question.slice(0, SHOWN_CHARACTERS)}…` : question;
  const name = shown ? `“${shown}”` : admin_pack_question_at({ shown: formatCount(skip.position) });
  const reason = skipReasonText(skip.reason);
  return skip.problem ? admin_pack_skip_line_problem({ name, reason, problem: packEntryProblemText(skip.problem) }) : admin_pack_skip_line({ name, reason });
}

/** What an import added and skipped, and why each skipped question was left out. */
interface PackSummaryDialogProps {
  summary: PackSummary;
  onClose: () => void;
  /** Takes focus on close when no control had it as the dialog opened. */
  fallbackFocus: () => HTMLElement | null;
}

export function PackSummaryDialog({ summary, onClose, fallbackFocus }: PackSummaryDialogProps) {
  const { added, skipped } = summary;
  return (
    <Dialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      fallbackFocus={fallbackFocus}
      title={added.length > 0 ? admin_pack_title_imported() : admin_pack_title_nothing()}
      description={summariseImport(added.length, skipped)}
    >
      <div className="space-y-4 text-sm">
        {added.length > 0 && (
          <section aria-labelledby="pack-added-title">
            <h3 id="pack-added-title" className="mb-2 font-semibold text-white">
              {admin_pack_added()}
            </h3>
            <ul className="list-disc space-y-1 pl-5 [overflow-wrap:anywhere]">
              {added.slice(0, LISTED).map((market) => (
                <li key={market.id}>{market.question}</li>
              ))}
              <More count={added.length} />
            </ul>
          </section>
        )}
        {skipped.length > 0 && (
          <section aria-labelledby="pack-skipped-title">
            <h3 id="pack-skipped-title" className="mb-2 font-semibold text-white">
              {admin_pack_skipped()}
            </h3>
            <ul className="list-disc space-y-1 pl-5 [overflow-wrap:anywhere]">
              {skipped.slice(0, LISTED).map((skip) => (
                <li key={skip.position}>{skippedLine(skip)}</li>
              ))}
              <More count={skipped.length} />
            </ul>
          </section>
        )}
        <button type="button" onClick={onClose} className="w-full rounded-xl bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700">
          {admin_pack_done()}
        </button>
      </div>
    </Dialog>
  );
}
