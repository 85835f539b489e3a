import { render, screen, within } from '@testing-library/react';
import { PreviewCard } from '@/components/shared/market-card/preview-card';
import { PredictionCard } from '@/components/shared/market-card/prediction-card';
import { QuestionPreview } from '@/components/prediction/question-preview';
import { samplePreviews } from '@/lib/store/question-previews';

const [sample] = samplePreviews(0);
const preview = sample!;

describe('a question as the exported HTML draws it', () => {
  it('holds what a build knows: the category, the question and its link, the rule that pays it', () => {
    render(<PreviewCard preview={preview} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('Sports')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: preview.market.question })).toHaveAttribute('href', '/prediction?id=1');
    expect(within(card).getByText('A win pays 1.8×')).toBeInTheDocument();
  });

  it('leaves the live figures and the action to the live card: no number, no button', () => {
    render(<PreviewCard preview={preview} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText("Players").nextElementSibling).toHaveTextContent("…");
    expect(within(card).getByText("Pool").nextElementSibling).toHaveTextContent("…");
    expect(card.textContent).not.toMatch(/%|\d,\d/);
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('is drawn in the live card’s own frame, line for line', () => {
    const { container: previewed } = render(<PreviewCard preview={preview} />);
    const { container: live } = render(<PredictionCard market={preview.market} />);
    const shape = (root: Element) => [...root.querySelectorAll('article, article > *, dl, dd, dt')].map((element) => `${element.tagName}.${element.className}`);
    expect(shape(previewed)).toEqual(shape(live));
  });

  it('the detail preview names its question as the page heading and loads its picture only when shown', () => {
    render(<QuestionPreview preview={preview} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(preview.market.question);
    expect(screen.queryByRole('button')).toBeNull();
    const picture = document.querySelector('img');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('src', preview.market.image);
  });
});
