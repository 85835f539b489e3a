'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { notify_channel_background, notify_channel_open_app, notify_channel_visit_note, notify_setting_denied, notify_setting_dismissed, notify_setting_label, notify_setting_not_saved, notify_setting_on, notify_setting_unsupported } from '@/lib/i18n/paraglide/messages';
import { isOptedIn } from '@/lib/notify/opt-in';
import type { ResultChannel } from '@/lib/store/background-sync';
import { useGameStore } from '@/lib/store/game-store';
import { setNotifyOptInForSession } from '@/lib/store/notify-actions';
import { Switch } from '../ui/switch';

/** What the browser allows here: no Notification or no service worker means no notification at all. */
type Support = 'unknown' | 'unsupported' | NotificationPermission;

/** Why the switch is off after a tap, or that it is on. */
type Note = 'on' | 'denied' | 'dismissed' | 'not-saved' | null;

const CHANNEL_TEXT: Record<ResultChannel, () => string> = {
  background: notify_channel_background,
  'open-app': notify_channel_open_app,
  'visit-note': notify_channel_visit_note,
};

const NOTE_TEXT: Record<Exclude<Note, null>, () => string> = {
  on: notify_setting_on,
  denied: notify_setting_denied,
  dismissed: notify_setting_dismissed,
  'not-saved': notify_setting_not_saved,
};

const noChanges = () => () => {};

/** Which channel holds on this device, loaded on demand (not needed for the first paint). */
async function channelHere(): Promise<ResultChannel> {
  const { resultChannel } = await import('@/lib/store/background-sync');
  return resultChannel();
}

function currentSupport(): Support {
  if (typeof Notification === 'undefined' || !('serviceWorker' in navigator)) return 'unsupported';
  return Notification.permission;
}

/** 'Notify me on this phone when my bets settle': asks the browser's permission from the tap, and says which channel holds here. */
export function NotifySetting({ accountId }: { accountId: string }) {
  const optedIn = useGameStore((state) => isOptedIn(state, accountId));
  // 'unknown' in the exported HTML, which cannot know this browser; its answer after hydration.
  const browserSupport = useSyncExternalStore(noChanges, currentSupport, (): Support => 'unknown');
  const [asked, setAsked] = useState<NotificationPermission | null>(null);
  const support = asked ?? browserSupport;
  const [channel, setChannel] = useState<ResultChannel | null>(null);
  const [note, setNote] = useState<Note>(null);

  useEffect(() => {
    let live = true;
    void channelHere().then((found) => {
      if (live) setChannel(found);
    });
    return () => {
      live = false;
    };
  }, []);

  const checked = optedIn && support === 'granted';

  async function save(on: boolean): Promise<boolean> {
    const result = await setNotifyOptInForSession(on);
    if (!result.ok) setNote('not-saved');
    return result.ok;
  }

  async function toggle() {
    if (checked) {
      if (await save(false)) setNote(null);
      return;
    }
    // Asked from the tap itself: browsers refuse a request that no gesture started.
    const permission = await Notification.requestPermission();
    setAsked(permission);
    if (permission !== 'granted') {
      setNote(permission === 'denied' ? 'denied' : 'dismissed');
      if (optedIn) await save(false);
      return;
    }
    if (!(await save(true))) return;
    setNote('on');
    const { startBackgroundFeedSync } = await import('@/lib/store/background-sync');
    await startBackgroundFeedSync();
    setChannel(await channelHere());
  }

  const unsupported = support === 'unsupported';
  // Blocked before this visit: say how to allow it, without waiting for a tap.
  const shownNote: Note = note ?? (support === 'denied' ? 'denied' : null);
  return (
    <div className="space-y-2">
      <Switch label={notify_setting_label()} checked={checked} onToggle={() => void toggle()} describedBy="notify-setting-note notify-channel" disabled={unsupported || support === 'unknown'} />
      <p id="notify-setting-note" aria-live="polite" className="text-sm text-slate-300">
        {unsupported ? notify_setting_unsupported() : shownNote === null ? null : NOTE_TEXT[shownNote]()}
      </p>
      <p id="notify-channel" className="text-sm text-slate-300">
        {channel === null ? null : CHANNEL_TEXT[channel]()}
      </p>
    </div>
  );
}
