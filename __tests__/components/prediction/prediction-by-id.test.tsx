import { render, screen, within } from '@testing-library/react';
import { act } from 'react';
import { PredictionById } from '@/components/prediction/prediction-by-id';
import { startApp } from '../players';
import { outsideAct, shownAfterTheUrgentRender } from '../urgent-render';

let mockId: string | null = '1';
jest.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(mockId === null ? '' : `id=${mockId}`) }));

const T20 = 'Will India win the next T20 international against Australia?';

describe('PredictionById', () => {
  beforeEach(() => {
    mockId = '1';
    document.title = 'Prediction · PredictoPlay';
  });

  it('shows the question once, as the page heading, above the bet card', async () => {
    render(<PredictionById />);
    await act(startApp);
    expect(screen.getByRole('heading', { level: 1, name: T20 })).toBeInTheDocument();
    expect(screen.getAllByText(T20)).toHaveLength(1);
    const card = screen.getByRole('button', { name: 'Login to Play' }).closest('article');
    expect(card).not.toBeNull();
    expect(within(card as HTMLElement).queryByRole('heading', { name: T20 })).toBeNull();
  });

  it('titles the document with the question once the catalogue has loaded', async () => {
    render(<PredictionById />);
    expect(document.title).toBe('Prediction · PredictoPlay');
    await act(startApp);
    expect(document.title).toBe(`${T20} · PredictoPlay`);
  });

  it('titles an unknown id Prediction Not Found', async () => {
    mockId = 'nope';
    render(<PredictionById />);
    await act(startApp);
    expect(screen.getByRole('heading', { level: 1, name: 'Prediction Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('Prediction Not Found · PredictoPlay');
  });

  it('draws the live page in a render of its own after the stores are read, the preview standing until then', async () => {
    // The stores' update is urgent, the live page is not (useDeferredValue): it is built in slices
    // of a few milliseconds rather than in the store update's own task.
    await outsideAct(async () => {
      render(<PredictionById previews={<p>{'the exported preview'}</p>} />);
      const previewKept = shownAfterTheUrgentRender('the exported preview');
      await startApp();
      expect(await previewKept).toBe(true);
      expect(await screen.findByRole('heading', { level: 1, name: T20 })).toBeInTheDocument();
      expect(screen.queryByText('the exported preview')).toBeNull();
    });
  });
});
