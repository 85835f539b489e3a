'use client';

import { useEffect, useState } from 'react';
import { admin_demo_lead, admin_demo_text, admin_new_question, admin_page_title, admin_panel_title, admin_sections_label, admin_tab_players, admin_tab_questions, admin_tab_settings } from '@/lib/i18n/paraglide/messages';
import { useGameStore } from '@/lib/store/game-store';
import { useAllRecords } from '../hooks/use-stored-records';
import { Tabs } from '../ui/tabs';
import { AdminTiles } from './admin-tiles';
import { CreateMarketDialog } from './create-market-dialog';
import { PredictionsTable } from './predictions-table';
import { SettingsForm } from './settings-form';
import { UsersTable } from './users-table';

type Section = 'predictions' | 'users' | 'settings';

function sections(): { value: Section; label: string }[] {
  return [
    { value: 'predictions', label: admin_tab_questions() },
    { value: 'users', label: admin_tab_players() },
    { value: 'settings', label: admin_tab_settings() },
  ];
}

export function AdminPanel() {
  const [section, setSection] = useState<Section>('predictions');
  const [creating, setCreating] = useState(false);
  const platformName = useGameStore((state) => state.settings.platformName);
  useAllRecords();

  useEffect(() => {
    // The exported page is titled for everyone else; the admin sees what it really is.
    document.title = admin_page_title({ name: platformName });
  }, [platformName]);

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-white">{admin_panel_title()}</h1>
        <button type="button" onClick={() => setCreating(true)} className="rounded-xl bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700">
          <span aria-hidden="true">+ </span>
          {admin_new_question()}
        </button>
      </div>
      <p className="rounded-xl border border-gold-400/40 bg-gold-400/10 px-4 py-3 text-sm text-slate-100">
        <strong className="text-gold-300">{admin_demo_lead()}</strong> {admin_demo_text()}
      </p>
      <AdminTiles />
      <Tabs label={admin_sections_label()} items={sections()} value={section} onChange={setSection}>
        <div className="mt-6">
          {section === 'predictions' && <PredictionsTable />}
          {section === 'users' && <UsersTable />}
          {section === 'settings' && <SettingsForm />}
        </div>
      </Tabs>
      <CreateMarketDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}
