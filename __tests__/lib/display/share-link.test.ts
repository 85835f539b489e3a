import { shareLink, type ShareTarget } from '@/lib/display/share-link';

const TARGET: ShareTarget = { title: 'Will it rain tomorrow?', url: 'http://127.0.0.1/prediction?id=m1' };

function clipboard(result: 'ok' | 'refuse' = 'ok') {
  return { writeText: jest.fn(() => (result === 'ok' ? Promise.resolve() : Promise.reject(new DOMException('Denied', 'NotAllowedError')))) };
}

describe('shareLink', () => {
  it('opens the share sheet with the title and link when the browser has one, and copies nothing', async () => {
    const share = jest.fn(() => Promise.resolve());
    const copy = clipboard();
    await expect(shareLink(TARGET, { share, clipboard: copy })).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: TARGET.title, url: TARGET.url });
    expect(copy.writeText).not.toHaveBeenCalled();
  });

  it('treats a closed share sheet as the player changing their mind, not an error', async () => {
    const share = jest.fn(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    const copy = clipboard();
    await expect(shareLink(TARGET, { share, clipboard: copy })).resolves.toBe('cancelled');
    expect(copy.writeText).not.toHaveBeenCalled();
  });

  it('copies the link when the share sheet refuses for another reason', async () => {
    const share = jest.fn(() => Promise.reject(new DOMException('No permission', 'NotAllowedError')));
    const copy = clipboard();
    await expect(shareLink(TARGET, { share, clipboard: copy })).resolves.toBe('copied');
    expect(copy.writeText).toHaveBeenCalledWith(TARGET.url);
  });

  it('copies the link when the browser has no share sheet', async () => {
    const copy = clipboard();
    await expect(shareLink(TARGET, { clipboard: copy })).resolves.toBe('copied');
    expect(copy.writeText).toHaveBeenCalledWith(TARGET.url);
  });

  it('fails when the clipboard refuses or is missing, so the link can be shown to copy by hand', async () => {
    await expect(shareLink(TARGET, { clipboard: clipboard('refuse') })).resolves.toBe('failed');
    await expect(shareLink(TARGET, {})).resolves.toBe('failed');
  });
});
