'use client';

// A question's fields: the admin's Create Prediction form and a league operator's Add a question
// share them, so both ask for the same things and show the same messages.

import { betting_form_category, betting_form_description, betting_form_description_hint, betting_form_end_time, betting_form_end_time_hint, betting_form_question, betting_form_question_hint, betting_form_question_placeholder } from '@/lib/i18n/paraglide/messages';
import { CATEGORIES } from '@/lib/market/categories';
import { DESCRIPTION_MAX_LENGTH, QUESTION_LENGTH, type DraftErrors, type DraftField, type MarketDraft } from '@/lib/market/market-draft';
import { draftErrorsText } from '@/lib/market/draft-words';
import { fieldControlClass, FormField } from '../../ui/form-field';
import { TextField } from '../../ui/text-field';
import { categoryName } from '@/lib/market/category-words';

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
        label={betting_form_question()}
        name="question"
        value={draft.question}
        onChange={update('question')}
        placeholder={betting_form_question_placeholder()}
        error={errors.question}
        hint={betting_form_question_hint({ min: String(QUESTION_LENGTH.min), max: String(QUESTION_LENGTH.max), count: String(draft.question.trim().length) })}
      />
      <FormField label={betting_form_category()} error={errors.category}>
        {(control) => (
          <select {...control} name="category" value={draft.category} onChange={update('category')} className={fieldControlClass}>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {categoryName(category)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TextField
        label={betting_form_end_time()}
        name="endTime"
        type="datetime-local"
        value={draft.endTime}
        onChange={update('endTime')}
        error={errors.endTime}
        hint={betting_form_end_time_hint()}
      />
      <FormField
        label={betting_form_description()}
        error={errors.description}
        hint={betting_form_description_hint({ max: String(DESCRIPTION_MAX_LENGTH), count: String(draft.description.trim().length) })}
      >
        {(control) => (
          <textarea {...control} name="description" rows={3} value={draft.description} onChange={update('description')} className={fieldControlClass} />
        )}
      </FormField>
    </>
  );
}
