import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotifySetting } from '@/components/profile/notify-setting';
import { resultChannel, startBackgroundFeedSync } from '@/lib/store/background-sync';
import { useGameStore } from '@/lib/store/game-store';
import { inHindi } from '../../i18n/hindi';
import { logInAs, startApp, storedGame } from '../players';

jest.mock('@/lib/store/background-sync', () => ({ resultChannel: jest.fn(), startBackgroundFeedSync: jest.fn() }));

const LABEL = 'Notify me on this phone when my bets settle';

/** A browser whose Notification answers `answer` when asked; `permission` before that. */
function mockNotification(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const requestPermission = jest.fn(async () => {
    state.permission = answer;
    return answer;
  });
  const state = { permission, requestPermission };
  Object.defineProperty(globalThis, 'Notification', { configurable: true, value: state });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
  return requestPermission;
}

function unmock() {
  delete (globalThis as { Notification?: unknown }).Notification;
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
}

let accountId: string;

beforeEach(async () => {
  jest.clearAllMocks();
  await startApp();
  accountId = logInAs('p@example.com').id;
  jest.mocked(resultChannel).mockResolvedValue('open-app');
  jest.mocked(startBackgroundFeedSync).mockResolvedValue(false);
});

afterEach(unmock);

const optIn = () => useGameStore.getState().notifyOptIns.find((record) => record.accountId === accountId);

describe('Notify me on this phone', () => {
  it('asks the browser from the tap; allowed, it is saved on, starts the background check and says the channel', async () => {
    const request = mockNotification('default', 'granted');
    jest.mocked(resultChannel).mockResolvedValueOnce('visit-note').mockResolvedValue('background');
    const user = userEvent.setup();
    render(<NotifySetting accountId={accountId} />);
    const toggle = screen.getByRole('switch', { name: LABEL });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(await screen.findByText('On this phone: results are shown as ‘Since your last visit’ when you come back.')).toBeInTheDocument();

    await user.click(toggle);
    expect(request).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(optIn()).toMatchObject({ on: true });
    expect((await storedGame())?.notifyOptIns).toEqual([optIn()]);
    expect(startBackgroundFeedSync).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('On this phone: results are checked about twice a day, even when the app is closed.')).toBeInTheDocument();
    expect(toggle).toHaveAccessibleDescription(expect.stringContaining('You will be notified on this phone when your bets settle.'));

    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(optIn()).toMatchObject({ on: false });
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('stays off when the browser blocks it, and says how to allow it in the site settings', async () => {
    mockNotification('default', 'denied');
    const user = userEvent.setup();
    render(<NotifySetting accountId={accountId} />);
    const toggle = screen.getByRole('switch', { name: LABEL });
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAccessibleDescription(expect.stringContaining('Notifications are blocked for this site. To allow them, open this site’s settings in your browser')));
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(optIn()).toBeUndefined();
    expect(startBackgroundFeedSync).not.toHaveBeenCalled();
  });

  it('stays off when the question is dismissed, and says to choose Allow', async () => {
    mockNotification('default', 'default');
    const user = userEvent.setup();
    render(<NotifySetting accountId={accountId} />);
    const toggle = screen.getByRole('switch', { name: LABEL });
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAccessibleDescription(expect.stringContaining('Turn this on again and choose Allow')));
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(optIn()).toBeUndefined();
  });

  it('shows off, with the way to allow it, when the permission was taken back after opting in', async () => {
    mockNotification('granted');
    const user = userEvent.setup();
    const { unmount } = render(<NotifySetting accountId={accountId} />);
    await user.click(screen.getByRole('switch', { name: LABEL }));
    await waitFor(() => expect(optIn()).toMatchObject({ on: true }));
    unmount();
    mockNotification('denied');
    render(<NotifySetting accountId={accountId} />);
    const toggle = screen.getByRole('switch', { name: LABEL });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription(expect.stringContaining('Notifications are blocked for this site.'));
  });

  it('is disabled, with the reason, where the browser has no notifications or no service worker', async () => {
    unmock();
    render(<NotifySetting accountId={accountId} />);
    const toggle = screen.getByRole('switch', { name: LABEL });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(expect.stringContaining('This browser cannot show notifications from this site.'));
    Object.defineProperty(globalThis, 'Notification', { configurable: true, value: { permission: 'default', requestPermission: jest.fn() } });
    render(<NotifySetting accountId={accountId} />);
    expect(screen.getAllByRole('switch', { name: LABEL })[1]).toBeDisabled();
  });

  it('says the channel while the app is open', async () => {
    mockNotification('granted');
    render(<NotifySetting accountId={accountId} />);
    expect(await screen.findByText('On this phone: you are notified when results arrive while the app is open.')).toBeInTheDocument();
  });
});

describe('Notify me on this phone, in Hindi', () => {
  inHindi();

  it('names the switch, the refusal and the channel in Hindi', async () => {
    mockNotification('default', 'denied');
    jest.mocked(resultChannel).mockResolvedValue('visit-note');
    const user = userEvent.setup();
    render(<NotifySetting accountId={accountId} />);
    const toggle = screen.getByRole('switch', { name: 'मेरे अनुमानों का नतीजा आने पर इस फ़ोन पर बताएँ' });
    expect(await screen.findByText('इस फ़ोन पर: वापस आने पर नतीजे ‘आपके पिछली बार आने के बाद’ में दिखते हैं।')).toBeInTheDocument();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAccessibleDescription(expect.stringContaining('इस साइट की सूचनाएँ बंद हैं।')));
  });
});
