'use client';

// A question's fields: the admin's Create Prediction form and a league operator's Add a question
// share them, so both ask for the same things and show the same messages.

import { CATEGORIES } from '@/lib/market/categories';
import { DESCRIPTION_MAX_LENGTH, QUESTION_LENGTH, type DraftErrors, type DraftField, type MarketDraft } from '@/lib/market/market-draft';
import { draftErrorsText } from '@/lib/market/draft-words';
import { fieldControlClass, FormField } from '../../ui/form-field';
import { TextField } from '../../ui/text-field';

export const EMPTY_DRAFT: MarketDraft = { question: '', category: 'Sports', endTime: '', description: '' };
export const FIELD_ORDER: readonly DraftField[] = ['question', 'category', 'endTime', 'description'];

interface MarketDraftFieldsProps {
  draft: MarketDraft;
  errors: DraftErrors;
  onChange: (field: DraftField, value: string) => void;
}

export function MarketDraftFields({ draft, errors: reasons, onChange }: MarketDraftFieldsProps) {
  const errors = draftErrorsText(reasons);
  const update = (field: DraftField) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
    onChange(field, event.target.value);
  return (
    <>
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
    </>
  );
}
