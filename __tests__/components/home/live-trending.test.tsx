import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { LiveTrending } from '@/components/home/live-trending';

const mockReplace = jest.fn();
jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ replace: mockReplace }),
  useSearchParams: () => new URLSearchParams(window.location.search),
}));

const PREVIEW = <p>{'the exported first cards'}</p>;

// The list's boundary is drawn on the client, as the export's bails out there (it reads the URL):
// React reports that as recoverable, and Next says nothing of it.
const HYDRATION = { onRecoverableError: () => undefined };

/** The exported HTML of Home's list, in the page as a browser shows it before the script runs. */
function exportedPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<LiveTrending preview={PREVIEW} />);
  document.body.append(container);
  return container;
}

beforeEach(() => {
  mockReplace.mockClear();
  window.history.replaceState(null, '', '/');
});
afterEach(() => document.body.replaceChildren());

describe('Home’s search box while the page loads', () => {
  it('keeps words typed into the exported box before the page was ready, and sends them to the URL', async () => {
    const container = exportedPage();
    const box = container.querySelector('input[type="search"]') as HTMLInputElement;
    box.focus();
    box.value = 'T20';
    await act(async () => {
      hydrateRoot(container, <LiveTrending preview={PREVIEW} />, HYDRATION);
    });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('T20');
    // The same box, hydrated: the focus stayed where the player was typing.
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBe(box);
    expect(box).toHaveFocus();
    expect(mockReplace).toHaveBeenCalledWith('/?q=T20', { scroll: false });
  });

  it('takes the URL’s words when nothing was typed', async () => {
    window.history.replaceState(null, '', '/?q=bitcoin&category=Finance');
    const container = exportedPage();
    await act(async () => {
      hydrateRoot(container, <LiveTrending preview={PREVIEW} />, HYDRATION);
    });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('bitcoin');
    expect(mockReplace).not.toHaveBeenCalled();
  });

  it('shows the exported preview until the list has loaded', () => {
    exportedPage();
    expect(screen.getByText('the exported first cards')).toBeInTheDocument();
  });
});
