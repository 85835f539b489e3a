'use client';

import { lazy, Suspense, useState } from 'react';
import { profile_sections_label, profile_tab_history, profile_tab_overview, profile_tab_settings } from '@/lib/i18n/paraglide/messages';
import { useGameStore } from '@/lib/store/game-store';
import { playerStats } from '@/lib/stats/player-stats';
import { useCurrentAccount } from '../hooks/use-current-account';
import { Tabs } from '../ui/tabs';
import { ProfileHeader } from './profile-header';
import { ProfileOverview } from './profile-overview';
import { ProfileTiles } from './profile-tiles';

// The first paint shows the overview; the history table and the settings (backup, restore, reset)
// load when their tab is opened, so the page's first load carries neither.
const PredictionHistory = lazy(() => import('./prediction-history').then((module) => ({ default: module.PredictionHistory })));
const ProfileSettings = lazy(() => import('./profile-settings').then((module) => ({ default: module.ProfileSettings })));

const SECTIONS = ['overview', 'history', 'settings'] as const;

type Section = (typeof SECTIONS)[number];

const SECTION_WORDS = {
  overview: () => profile_tab_overview(),
  history: () => profile_tab_history(),
  settings: () => profile_tab_settings(),
} satisfies Record<Section, () => string>;

export function ProfileView() {
  const account = useCurrentAccount();
  const positions = useGameStore((state) => state.positions);
  const [section, setSection] = useState<Section>('overview');
  if (!account) return null;
  const stats = playerStats(positions, account.id);

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      <ProfileHeader account={account} stats={stats} positions={positions} />
      <ProfileTiles stats={stats} />
      <Tabs label={profile_sections_label()} items={SECTIONS.map((value) => ({ value, label: SECTION_WORDS[value]() }))} value={section} onChange={setSection}>
        <div className="mt-6">
          {section === 'overview' && <ProfileOverview stats={stats} />}
          <Suspense fallback={null}>
            {section === 'history' && <PredictionHistory positions={positions} accountId={account.id} />}
            {section === 'settings' && <ProfileSettings account={account} />}
          </Suspense>
        </div>
      </Tabs>
    </div>
  );
}
