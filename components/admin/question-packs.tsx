'use client';

import { lazy, Suspense, useRef, useState } from 'react';
import { formatCount } from '@/lib/display/format';
import { admin_packs_clear_selection, admin_packs_export_all, admin_packs_export_not_admin, admin_packs_export_selected, admin_packs_exported_toast, admin_packs_import_hint, admin_packs_import_label, admin_packs_import_not_admin, admin_packs_imported_toast, admin_packs_intro, admin_packs_nothing_to_export, admin_packs_title, admin_packs_unreadable } from '@/lib/i18n/paraglide/messages';
import { MAX_PACK_BYTES, packFileName } from '@/lib/admin/question-pack';
import { exportPackAsAdmin, importPackAsAdmin } from '@/lib/store/admin-actions';
import { withSaveNote } from '@/lib/store/save-words';
import { showToast } from '@/lib/store/toast-store';
import { downloadJson } from '../ui/download-json';
import { FormField } from '../ui/form-field';
import type { PackSummary } from './pack-summary-dialog';

// The summary appears only after an import, and reading a pack needs its schema: both load then.
const PackSummaryDialog = lazy(() => import('./pack-summary-dialog').then((module) => ({ default: module.PackSummaryDialog })));

interface QuestionPacksProps {
  /** The markets ticked in the predictions table. */
  selectedIds: ReadonlySet<string>;
  onClearSelection: () => void;
}

const buttonClass = 'rounded-xl px-4 py-2.5 font-semibold text-white disabled:cursor-not-allowed disabled:bg-ink-700 disabled:text-slate-300';

/** The pack in the file, or why it is refused in words; its reader and words load only now. */
async function readPack(file: File) {
  const [{ parsePack }, { packFileProblemText }] = await Promise.all([import('@/lib/admin/question-pack-file'), import('@/lib/admin/pack-words')]);
  const read = file.size > MAX_PACK_BYTES ? ({ ok: false, reason: 'too-large' } as const) : parsePack(await file.text());
  return read.ok ? read : { ok: false as const, message: packFileProblemText(read) };
}

/** Export the catalogue or the ticked markets as a pack file; import a pack and see what it added. */
export function QuestionPacks({ selectedIds, onClearSelection }: QuestionPacksProps) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [summary, setSummary] = useState<PackSummary | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const selected = selectedIds.size;

  function exportQuestions(ids?: ReadonlySet<string>) {
    const pack = exportPackAsAdmin(ids);
    if (!pack) return showToast(admin_packs_export_not_admin(), 'error');
    if (pack.markets.length === 0) return showToast(admin_packs_nothing_to_export(), 'error');
    downloadJson(packFileName(pack), pack);
    showToast(admin_packs_exported_toast({ count: pack.markets.length, shown: formatCount(pack.markets.length) }));
  }

  async function importFile(event: React.ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared at once, so choosing the same file again imports it again.
    input.value = '';
    if (!file) return;
    setError(undefined);
    setBusy(true);
    try {
      const read = await readPack(file);
      if (!read.ok) return setError(read.message);
      const result = await importPackAsAdmin(read.pack);
      if (!result.ok) return setError(admin_packs_import_not_admin());
      setSummary({ added: result.added, skipped: result.skipped });
      if (!result.saved) showToast(withSaveNote(admin_packs_imported_toast(), result), 'info');
    } catch {
      setError(admin_packs_unreadable());
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="question-packs-title" aria-busy={busy} className="space-y-4 rounded-2xl border border-ink-700 bg-ink-900 p-5">
      <h2 id="question-packs-title" className="text-lg font-semibold text-white">
        {admin_packs_title()}
      </h2>
      <p className="text-sm text-slate-300">
        {admin_packs_intro()}
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={() => exportQuestions()} className={`${buttonClass} bg-brand-600 hover:bg-brand-700`}>
          {admin_packs_export_all()}
        </button>
        <button type="button" disabled={selected === 0} onClick={() => exportQuestions(selectedIds)} className={`${buttonClass} bg-brand-600 hover:bg-brand-700`}>
          {admin_packs_export_selected({ shown: formatCount(selected) })}
        </button>
        {selected > 0 && (
          <button type="button" onClick={onClearSelection} className="rounded-xl border border-ink-600 px-4 py-2.5 font-semibold text-white hover:bg-ink-700">
            {admin_packs_clear_selection()}
          </button>
        )}
      </div>
      <FormField label={admin_packs_import_label()} hint={admin_packs_import_hint()}>
        {(control) => (
          <input
            {...control}
            ref={fileRef}
            type="file"
            accept=".json,application/json"
            onChange={importFile}
            className="block w-full text-sm text-slate-200 file:mr-4 file:rounded-lg file:border-0 file:bg-ink-700 file:px-4 file:py-2.5 file:font-semibold file:text-white hover:file:bg-ink-600"
          />
        )}
      </FormField>
      <p role="alert" className="text-sm text-no-300 empty:hidden">
        {error}
      </p>
      {summary && (
        <Suspense fallback={null}>
          <PackSummaryDialog summary={summary} onClose={() => setSummary(null)} fallbackFocus={() => fileRef.current} />
        </Suspense>
      )}
    </section>
  );
}
