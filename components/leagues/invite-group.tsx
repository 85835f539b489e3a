'use client';

import { useEffect, useState } from 'react';
import { inviteShareMessage } from '@/lib/league/screen-words';
import { useGameStore } from '@/lib/store/game-store';
import { ShareLink } from '../shared/share/share-link';
import { inviteLink, markShared, type ShareLink as MadeLink } from './league-port';
import { leagues_invite_link } from '@/lib/i18n/paraglide/messages';

/** 'Invite your group': the league's invite link, made as this shows, to share, copy or scan. */
export function InviteGroup({ leagueId, leagueName }: { leagueId: string; leagueName: string }) {
  const platformName = useGameStore((state) => state.settings.platformName);
  const [made, setMade] = useState<MadeLink | null>(null);
  useEffect(() => {
    let live = true;
    void inviteLink(leagueId).then((link) => live && setMade(link));
    return () => {
      live = false;
    };
  }, [leagueId]);

  if (made === null) return <div aria-busy="true" className="min-h-[8rem]" />;
  if (!made.ok) return <p role="alert" className="text-sm text-no-300">{made.message}</p>;
  return (
    <ShareLink
      message={inviteShareMessage(leagueName, platformName)}
      url={made.link}
      label={leagues_invite_link()}
      qr
      onShared={() => void markShared(leagueId, made.lastSeq)}
    />
  );
}
