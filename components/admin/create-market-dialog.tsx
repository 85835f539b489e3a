'use client';

import { useRef, useState } from 'react';
import { CATEGORIES } from '@/lib/market/categories';
import { DESCRIPTION_MAX_LENGTH, QUESTION_LENGTH, type DraftField, type MarketDraft } from '@/lib/market/market-draft';
import { createMarketAsAdmin } from '@/lib/store/admin-actions';
import { withSaveNote } from '@/lib/store/save-note';
import { showToast } from '@/lib/store/toast-store';
import type { FieldErrors } from '@/lib/account/validation';
import { FormAlert } from '../ui/form-alert';
import { Dialog } from '../ui/dialog';
import { fieldControlClass, FormField } from '../ui/form-field';
import { TextField } from '../ui/text-field';

interface CreateMarketDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const EMPTY_DRAFT: MarketDraft = { question: '', category: 'Sports', endTime: '', description: '' };
const FIELD_ORDER: readonly DraftField[] = ['question', 'category', 'endTime', 'description'];

export function CreateMarketDialog({ open, onOpenChange }: CreateMarketDialogProps) {
  const [draft, setDraft] = useState<MarketDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<FieldErrors<DraftField>>({});
  const [formError, setFormError] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);

  const update = (field: DraftField) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  function close(next: boolean) {
    if (!next) {
      setDraft(EMPTY_DRAFT);
      setErrors({});
      setFormError(undefined);
    }
    onOpenChange(next);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const result = await createMarketAsAdmin(draft);
    if (result.ok) {
      close(false);
      showToast(withSaveNote(`Prediction created: ${result.market.question}`, result));
      return;
    }
    if (result.reason === 'not-admin') {
      setFormError('Only the admin can create predictions. Nothing was saved.');
      return;
    }
    setErrors(result.errors);
    const first = FIELD_ORDER.find((field) => result.errors[field]);
    formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  return (
    <Dialog open={open} onOpenChange={close} title="Create Prediction" description="A YES/NO question players can stake coins on until it ends.">
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-4">
        <TextField
          label="Question"
          name="question"
          value={draft.question}
          onChange={update('question')}
          placeholder="Will India win the next Test match?"
          error={errors.question}
          hint={`${QUESTION_LENGTH.min} to ${QUESTION_LENGTH.max} characters, ending with '?'. ${draft.question.trim().length} so far.`}
        />
        <FormField label="Category" error={errors.category}>
          {(control) => (
            <select {...control} name="category" value={draft.category} onChange={update('category')} className={fieldControlClass}>
              {CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <TextField
          label="End time"
          name="endTime"
          type="datetime-local"
          value={draft.endTime}
          onChange={update('endTime')}
          error={errors.endTime}
          hint="In your time zone; in the future and within a year."
        />
        <FormField
          label="Description (optional)"
          error={errors.description}
          hint={`Up to ${DESCRIPTION_MAX_LENGTH} characters. ${draft.description.trim().length} so far.`}
        >
          {(control) => (
            <textarea {...control} name="description" rows={3} value={draft.description} onChange={update('description')} className={fieldControlClass} />
          )}
        </FormField>
        <FormAlert message={formError} />
        <button type="submit" className="w-full rounded-xl bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700">
          Create Prediction
        </button>
      </form>
    </Dialog>
  );
}
