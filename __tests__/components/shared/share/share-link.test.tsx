import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareLink } from '@/components/shared/share/share-link';
import { QR_MAX_BYTES } from '@/lib/display/chat-share';

// The encoder stands in for lean-qr; `loads` counts how often its module was loaded.
const loads = { count: 0 };
jest.mock('@/components/shared/share/qr-code', () => {
  loads.count += 1;
  return { QrCode: ({ label }: { label: string }) => <svg role="img" aria-label={label} /> };
});

const MESSAGE = "Join my league 'Office Cup' on PredictoPlay";
const URL_ = 'https://example.test/leagues#join=AbC_-9';

function setShare(share: ((data: ShareData) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'share', { configurable: true, value: share });
}

beforeEach(() => {
  loads.count = 0;
  jest.resetModules();
  setShare(undefined);
});

describe('ShareLink', () => {
  it('offers WhatsApp first, then Copy, when the browser has no share sheet', () => {
    render(<ShareLink message={MESSAGE} url={URL_} label="Invite link" />);
    expect(screen.queryByRole('button', { name: /^Share/ })).not.toBeInTheDocument();
    const whatsApp = screen.getByRole('link', { name: 'WhatsApp (invite link)' });
    const copy = screen.getByRole('button', { name: 'Copy link (invite link)' });
    expect(whatsApp.compareDocumentPosition(copy) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(whatsApp.parentElement?.firstElementChild).toBe(whatsApp);
  });

  it('fills the WhatsApp chat with the message and the link', () => {
    render(<ShareLink message={MESSAGE} url={URL_} label="Invite link" />);
    const whatsApp = screen.getByRole('link', { name: 'WhatsApp (invite link)' });
    expect(whatsApp).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(`${MESSAGE} ${URL_}`)}`);
    expect(whatsApp).toHaveAttribute('target', '_blank');
  });

  it('opens the share sheet with the message and the link where there is one', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    setShare(share);
    const shared = jest.fn();
    const user = userEvent.setup();
    render(<ShareLink message={MESSAGE} url={URL_} label="Invite link" onShared={shared} />);
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share invite link' }));
    expect(share).toHaveBeenCalledWith({ title: MESSAGE, text: MESSAGE, url: URL_ });
    expect(shared).toHaveBeenCalledTimes(1);
  });

  it('falls back to WhatsApp when the share sheet refuses, but not when the player closes it', async () => {
    const share = jest.fn().mockRejectedValueOnce(Object.assign(new Error('closed'), { name: 'AbortError' })).mockRejectedValueOnce(new Error('no'));
    setShare(share);
    const user = userEvent.setup();
    render(<ShareLink message={MESSAGE} url={URL_} label="Invite link" />);
    await user.click(screen.getByRole('button', { name: 'Share invite link' }));
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share invite link' }));
    expect(await screen.findByRole('link', { name: 'WhatsApp (invite link)' })).toBeInTheDocument();
  });

  it('copies the link and says so', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    render(<ShareLink message={MESSAGE} url={URL_} label="Invite link" />);
    await user.click(screen.getByRole('button', { name: 'Copy link (invite link)' }));
    expect(writeText).toHaveBeenCalledWith(URL_);
    expect(screen.getByRole('status')).toHaveTextContent('Copied.');
  });

  it('draws a QR code, loading its encoder only then, while the link fits in one', async () => {
    const { rerender } = render(<ShareLink message={MESSAGE} url={URL_} label="Invite link" />);
    expect(screen.queryByRole('img', { name: 'QR code of the link' })).not.toBeInTheDocument();
    expect(loads.count).toBe(0);

    rerender(<ShareLink message={MESSAGE} url={URL_} label="Invite link" qr />);
    expect(await screen.findByRole('img', { name: 'QR code of the link' })).toBeInTheDocument();
    expect(loads.count).toBe(1);
  });

  it('draws no QR code for a link longer than one holds', async () => {
    const long = `${URL_}${'a'.repeat(QR_MAX_BYTES)}`;
    render(<ShareLink message={MESSAGE} url={long} label="Invite link" qr />);
    await waitFor(() => expect(screen.getByRole('link', { name: 'WhatsApp (invite link)' })).toBeInTheDocument());
    expect(screen.queryByRole('img', { name: 'QR code of the link' })).not.toBeInTheDocument();
    expect(loads.count).toBe(0);
  });

  it('offers the file when the link is too long for one', () => {
    render(<ShareLink message={MESSAGE} url={null} label="Update link" fileName="office-cup-3.predictoplay-league" fileText="{}" />);
    expect(screen.getByRole('status')).toHaveTextContent('Too long for a link');
    expect(screen.getByRole('button', { name: 'Download office-cup-3.predictoplay-league' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });
});
