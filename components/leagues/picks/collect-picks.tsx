'use client';

import { leagues_named } from '@/lib/i18n/paraglide/messages';
import { useId, useState } from 'react';
import { COLLECT_WORDS } from '@/lib/league/organiser/collect-words';
import { fieldControlClass } from '../../ui/form-field';
import { loadCollectActions } from './picks-port';

const buttonClass = 'rounded-xl bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60';

async function filesOf(list: FileList | null): Promise<{ name: string; bytes: Uint8Array }[]> {
  return Promise.all([...(list ?? [])].map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })));
}

/**
 * 'Collect picks': pasted chat text holding any number of picks links, picks files and WhatsApp
 * chat exports, all at once; each player's line says what was new, late, refused or seen.
 */
export function CollectPicks({ leagueName, initialText = '' }: { leagueName: string; initialText?: string }) {
  const textId = useId();
  const filesId = useId();
  const [text, setText] = useState(initialText);
  const [files, setFiles] = useState<FileList | null>(null);
  const [lines, setLines] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function collect() {
    setBusy(true);
    const actions = await loadCollectActions();
    const outcome = await actions.collectPicks({ text, files: await filesOf(files) });
    setBusy(false);
    setLines(outcome.lines);
    if (outcome.ok) setText('');
  }

  return (
    <section aria-label={leagues_named({ what: COLLECT_WORDS.heading, name: leagueName })} className="space-y-3">
      <h3 className="font-semibold text-white">{COLLECT_WORDS.heading}</h3>
      <p className="text-sm text-slate-300">{COLLECT_WORDS.hint}</p>
      <div>
        <label htmlFor={textId} className="mb-1 block text-sm font-medium text-slate-200">
          {COLLECT_WORDS.pasteLabel}
        </label>
        <textarea id={textId} rows={3} value={text} onChange={(event) => setText(event.target.value)} className={`${fieldControlClass} font-mono text-xs`} />
      </div>
      <div>
        <label htmlFor={filesId} className="mb-1 block text-sm font-medium text-slate-200">
          {COLLECT_WORDS.filesLabel}
        </label>
        <input id={filesId} type="file" multiple accept=".txt,.zip,.predictoplay-picks,.json,text/plain,application/zip,application/json" onChange={(event) => setFiles(event.target.files)} className="block w-full text-sm text-slate-200" />
      </div>
      <button type="button" disabled={busy || (text.trim() === '' && (files?.length ?? 0) === 0)} onClick={() => void collect()} className={buttonClass}>
        {COLLECT_WORDS.collect}
      </button>
      <ul role="status" aria-label={COLLECT_WORDS.whatCollected} className="space-y-1 text-sm text-slate-200 empty:hidden">
        {lines.map((line, index) => (
          <li key={`${index}:${line}`}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
