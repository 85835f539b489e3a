'use client';

import { useEffect, useState } from 'react';
import { useGameStore } from '@/lib/store/game-store';
import { useAllRecords } from '../hooks/use-stored-records';
import { Tabs } from '../ui/tabs';
import { AdminTiles } from './admin-tiles';
import { CreateMarketDialog } from './create-market-dialog';
import { PredictionsTable } from './predictions-table';
import { SettingsForm } from './settings-form';
import { UsersTable } from './users-table';

const SECTIONS = [
  { value: 'predictions', label: 'Predictions' },
  { value: 'users', label: 'Users' },
  { value: 'settings', label: 'Settings' },
] as const;

type Section = (typeof SECTIONS)[number]['value'];

export function AdminPanel() {
  const [section, setSection] = useState<Section>('predictions');
  const [creating, setCreating] = useState(false);
  const platformName = useGameStore((state) => state.settings.platformName);
  useAllRecords();

  useEffect(() => {
    // The exported page is titled for everyone else; the admin sees what it really is.
    document.title = `Admin Panel · ${platformName}`;
  }, [platformName]);

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-white">Admin Panel</h1>
        <button type="button" onClick={() => setCreating(true)} className="rounded-xl bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700">
          <span aria-hidden="true">+ </span>Create Prediction
        </button>
      </div>
      <p className="rounded-xl border border-gold-400/40 bg-gold-400/10 px-4 py-3 text-sm text-slate-100">
        <strong className="text-gold-300">Demo admin.</strong> This site runs entirely in your browser, so the admin role is a
        convenience for trying these screens, not a security boundary. Everything here changes this browser only.
      </p>
      <AdminTiles />
      <Tabs label="Admin sections" items={SECTIONS} value={section} onChange={setSection}>
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
