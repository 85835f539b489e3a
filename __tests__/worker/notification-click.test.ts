// Opening a notification (worker/notification-click.ts): the league it names comes forward in a
// window already open on it, or opens; an address of another origin never opens.

import { clickTarget, openClicked, type ClickEnvironment, type OpenWindow } from '@/worker/notification-click';

const ORIGIN = 'https://predictoplay.test';
const SCOPE = `${ORIGIN}/hi/`;

function environment(open: string[] = []) {
  const windows: (OpenWindow & { focus: jest.Mock })[] = open.map((url) => ({ url, focus: jest.fn(async () => undefined) }));
  const openWindow = jest.fn(async () => null);
  const env: ClickEnvironment = { origin: ORIGIN, scope: SCOPE, windows: async () => windows, openWindow };
  return { env, windows, openWindow };
}

describe('clickTarget', () => {
  it('is the notification’s own address of this site, a path read from the scope', () => {
    expect(clickTarget({ url: `${ORIGIN}/hi/leagues?league=abc` }, { origin: ORIGIN, scope: SCOPE })).toBe(`${ORIGIN}/hi/leagues?league=abc`);
    expect(clickTarget({ url: '/leagues?league=abc' }, { origin: ORIGIN, scope: SCOPE })).toBe(`${ORIGIN}/leagues?league=abc`);
  });

  it('is the scope for another origin, or a notification without an address', () => {
    for (const data of [{ url: 'https://elsewhere.test/leagues' }, { url: 'javascript:alert(1)' }, { url: 42 }, null, undefined, 'text']) {
      expect(clickTarget(data, { origin: ORIGIN, scope: SCOPE })).toBe(SCOPE);
    }
  });
});

describe('openClicked', () => {
  it('focuses a window already open at the league', async () => {
    const { env, windows, openWindow } = environment([`${ORIGIN}/hi/wallet`, `${ORIGIN}/hi/leagues?league=abc`]);
    await openClicked({ url: '/hi/leagues?league=abc' }, env);
    expect(windows[1]?.focus).toHaveBeenCalled();
    expect(windows[0]?.focus).not.toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('opens the league in a new window otherwise, and this site’s scope for another origin', async () => {
    const { env, openWindow } = environment([`${ORIGIN}/hi/wallet`]);
    await openClicked({ url: '/hi/leagues?league=abc' }, env);
    expect(openWindow).toHaveBeenCalledWith(`${ORIGIN}/hi/leagues?league=abc`);
    await openClicked({ url: 'https://elsewhere.test/' }, env);
    expect(openWindow).toHaveBeenLastCalledWith(SCOPE);
  });
});
