'use client';

import { useRef, useState } from 'react';
import type { DraftErrors, MarketDraft } from '@/lib/market/market-draft';
import { showToast } from '@/lib/store/toast-store';
import { EMPTY_DRAFT, FIELD_ORDER, MarketDraftFields } from '../shared/question-form/market-draft-fields';
import { Dialog } from '../ui/dialog';
import { FormAlert } from '../ui/form-alert';
import { addLeagueQuestion } from './league-port';
import { leagues_add_question, leagues_add_question_for, leagues_add_the_question } from '@/lib/i18n/paraglide/messages';
import { fill } from './fill';

/** The operator's Add a question: the admin's fields and messages, signed into the league's log. */
export function LeagueQuestionDialog({ leagueId, leagueName, onClose }: { leagueId: string; leagueName: string; onClose: () => void }) {
  const [draft, setDraft] = useState<MarketDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [formError, setFormError] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const result = await addLeagueQuestion(leagueId, draft);
    if (result.ok) {
      onClose();
      showToast(result.message);
      return;
    }
    setErrors(result.errors ?? {});
    setFormError(result.message);
    const first = FIELD_ORDER.find((field) => result.errors?.[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={leagues_add_question()} description={<>{fill(leagues_add_question_for, { name: <bdi>{leagueName}</bdi> })}</>}>
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-4">
        <MarketDraftFields draft={draft} errors={errors} onChange={(field, value) => setDraft((current) => ({ ...current, [field]: value }))} />
        <FormAlert message={formError} />
        <button type="submit" className="w-full rounded-xl bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700">
          {leagues_add_the_question()}
        </button>
      </form>
    </Dialog>
  );
}
