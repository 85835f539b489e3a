import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareButton } from '@/components/prediction/share-button';
import { useToastStore } from '@/lib/store/toast-store';

const toasts = () => useToastStore.getState().queue.map((toast) => toast.message);
const URL_OF_PAGE = `${window.location.origin}/prediction?id=4`;

/** Gives the page a share sheet and a clipboard of our making, or takes them away. */
function stubNavigator({ share, writeText }: { share?: jest.Mock; writeText?: jest.Mock }) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });
}

function renderButton() {
  const user = userEvent.setup();
  render(<ShareButton title="Will the film earn ₹100 crore?" path="/prediction?id=4" />);
  return { user, button: screen.getByRole('button', { name: 'Share' }) };
}

afterEach(() => stubNavigator({}));

describe('ShareButton', () => {
  it("opens the system share sheet with the question and the page's link, with no toast", async () => {
    const share = jest.fn(() => Promise.resolve());
    const writeText = jest.fn(() => Promise.resolve());
    // userEvent.setup puts its own clipboard on navigator, so the stubs go on after it.
    const { user, button } = renderButton();
    stubNavigator({ share, writeText });
    await user.click(button);
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'Will the film earn ₹100 crore?', url: URL_OF_PAGE }));
    expect(writeText).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
  });

  it('says nothing when the player closes the share sheet', async () => {
    const share = jest.fn(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    const { user, button } = renderButton();
    stubNavigator({ share, writeText: jest.fn(() => Promise.resolve()) });
    await user.click(button);
    await waitFor(() => expect(button).toBeEnabled());
    expect(share).toHaveBeenCalled();
    expect(toasts()).toEqual([]);
  });

  it('copies the link and says so where the browser has no share sheet', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    const { user, button } = renderButton();
    stubNavigator({ writeText });
    await user.click(button);
    await waitFor(() => expect(toasts()).toEqual(['Link copied']));
    expect(writeText).toHaveBeenCalledWith(URL_OF_PAGE);
  });

  it('shows the link to copy by hand when the clipboard refuses too', async () => {
    const writeText = jest.fn(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    const { user, button } = renderButton();
    stubNavigator({ writeText });
    await user.click(button);
    await waitFor(() => expect(toasts()).toEqual([`Could not copy the link. Copy it by hand: ${URL_OF_PAGE}`]));
  });
});
