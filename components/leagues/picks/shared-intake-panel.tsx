'use client';

import { useEffect, useState } from 'react';
import { fileTooLargeText } from '@/lib/files/file-words';
import { COLLECT_WORDS } from '@/lib/league/organiser/collect-words';
import { useSharedIntake } from '../../hooks/use-shared-intake';
import { loadCollectActions } from './picks-port';

/**
 * What WhatsApp (or any app) shared into the installed app: a picks link, a whole chat's text or
 * an exported chat, collected at once into the leagues this account runs, each player's line said.
 */
export function SharedIntakePanel() {
  const intake = useSharedIntake();
  const [lines, setLines] = useState<string[] | null>(null);
  useEffect(() => {
    if (!intake || intake.refused) return;
    let live = true;
    void loadCollectActions()
      .then((actions) => actions.collectPicks({ text: intake.text ?? '', files: intake.file ? [intake.file] : [] }))
      .then((outcome) => {
        if (live) setLines(outcome.lines);
      });
    return () => {
      live = false;
    };
  }, [intake]);
  if (!intake) return null;
  const said = intake.refused ? [fileTooLargeText(intake.refused)] : lines;
  if (said === null) return null;
  return (
    <section aria-label={COLLECT_WORDS.heading} className="rounded-2xl border border-brand-700 bg-ink-900 p-5">
      <h2 className="font-semibold text-white">{COLLECT_WORDS.heading}</h2>
      <ul role="status" className="mt-2 space-y-1 text-sm text-slate-200">
        {said.map((line, index) => (
          <li key={`${index}:${line}`}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
