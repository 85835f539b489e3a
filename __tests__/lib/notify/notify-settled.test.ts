import { IDBFactory } from 'fake-indexeddb';
import { openGameDatabase } from '@/lib/storage/idb/database';
import { wrapRecord } from '@/lib/storage/idb/records';
import type { SettledNews } from '@/lib/notify/settled-news';
import { notifySettled, optedInAccounts, showSettledNotifications } from '@/lib/store/notify-settled';

const news = (accountId: string): SettledNews => ({ accountId, leagueId: 'aaaabbbbccccdddd', leagueName: 'Office Cup', net: 180, won: 1, lost: 0, refunded: 0, rank: 3, of: 14 });

async function databaseWith(optIns: { accountId: string; on: boolean }[], extra: unknown[] = []): Promise<IDBFactory> {
  const factory = new IDBFactory();
  const opened = await openGameDatabase({ factory });
  if (!opened.ok) throw new Error(opened.reason);
  for (const { accountId, on } of optIns) await opened.db.put('notifyOptIns', wrapRecord('notifyOptIns', { id: accountId, accountId, on, changedAt: '2026-11-22T12:00:00.000Z' }, 1));
  for (const raw of extra) await opened.db.put('notifyOptIns', raw as never);
  opened.db.close();
  return factory;
}

function grant(permission: NotificationPermission) {
  Object.defineProperty(globalThis, 'Notification', { configurable: true, value: { permission } });
}

afterEach(() => {
  delete (globalThis as { Notification?: unknown }).Notification;
});

describe('showing settled news as notifications', () => {
  it('shows the news of each opted-in account through the registration, and no other', async () => {
    grant('granted');
    const factory = await databaseWith([{ accountId: 'ann', on: true }, { accountId: 'ben', on: false }]);
    const showNotification = jest.fn().mockResolvedValue(undefined);
    expect(await showSettledNotifications({ showNotification }, [news('ann'), news('ben'), news('chen')], factory)).toBe(1);
    expect(showNotification).toHaveBeenCalledTimes(1);
    expect(showNotification).toHaveBeenCalledWith('Office Cup: you won 180 · 3rd of 14', expect.objectContaining({ tag: 'predictoplay-league-aaaabbbbccccdddd', renotify: false, data: { url: '/leagues#league-aaaabbbbccccdddd' } }));
  });

  it('shows nothing without the permission', async () => {
    const factory = await databaseWith([{ accountId: 'ann', on: true }]);
    const showNotification = jest.fn();
    for (const permission of ['default', 'denied'] as const) {
      grant(permission);
      expect(await showSettledNotifications({ showNotification }, [news('ann')], factory)).toBe(0);
    }
    delete (globalThis as { Notification?: unknown }).Notification;
    expect(await showSettledNotifications({ showNotification }, [news('ann')], factory)).toBe(0);
    expect(showNotification).not.toHaveBeenCalled();
  });

  it('trusts only an opt-in record that passes its check, under its own account id', async () => {
    const forged = { v: 1, rev: 1, value: { id: 'ben', accountId: 'ann', on: true, changedAt: '2026-11-22T12:00:00.000Z' } };
    const broken = { v: 1, rev: 1, value: { id: 'chen', accountId: 'chen', on: 'yes', changedAt: '2026-11-22T12:00:00.000Z' } };
    const newer = { v: 2, rev: 1, value: { id: 'dev', accountId: 'dev', on: true, changedAt: '2026-11-22T12:00:00.000Z' } };
    const factory = await databaseWith([], [forged, broken, newer]);
    expect([...(await optedInAccounts(['ben', 'chen', 'dev'], factory))]).toEqual([]);
  });

  it('never throws: a registration that refuses counts as nothing shown', async () => {
    grant('granted');
    const factory = await databaseWith([{ accountId: 'ann', on: true }]);
    const showNotification = jest.fn().mockRejectedValue(new TypeError('No active registration'));
    await expect(showSettledNotifications({ showNotification }, [news('ann')], factory)).resolves.toBe(0);
  });

  it('shows nothing from a page without a service worker: the visit note stays the channel', async () => {
    grant('granted');
    expect('serviceWorker' in navigator).toBe(false);
    await expect(notifySettled([news('ann')])).resolves.toBe(0);
  });
});
