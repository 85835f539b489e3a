'use client';

import { useRef, useState } from 'react';
import type { DraftErrors, MarketDraft } from '@/lib/market/market-draft';
import { createMarketAsAdmin } from '@/lib/store/admin-actions';
import { withSaveNote } from '@/lib/store/save-words';
import { showToast } from '@/lib/store/toast-store';
import { admin_create_description, admin_create_not_admin, admin_create_submit, admin_created_toast, admin_new_question } from '@/lib/i18n/paraglide/messages';
import { FormAlert } from '../ui/form-alert';
import { Dialog } from '../ui/dialog';
import { EMPTY_DRAFT, FIELD_ORDER, MarketDraftFields } from '../shared/question-form/market-draft-fields';

interface CreateMarketDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function CreateMarketDialog({ open, onOpenChange }: CreateMarketDialogProps) {
  const [draft, setDraft] = useState<MarketDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [formError, setFormError] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);

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
      showToast(withSaveNote(admin_created_toast({ question: result.market.question }), result));
      return;
    }
    if (result.reason === 'not-admin') {
      setFormError(admin_create_not_admin());
      return;
    }
    setErrors(result.errors);
    const first = FIELD_ORDER.find((field) => result.errors[field]);
    formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  return (
    <Dialog open={open} onOpenChange={close} title={admin_new_question()} description={admin_create_description()}>
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-4">
        <MarketDraftFields draft={draft} errors={errors} onChange={(field, value) => setDraft((current) => ({ ...current, [field]: value }))} />
        <FormAlert message={formError} />
        <button type="submit" className="w-full rounded-xl bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700">
          {admin_create_submit()}
        </button>
      </form>
    </Dialog>
  );
}
