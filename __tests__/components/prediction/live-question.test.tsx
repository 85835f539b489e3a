import { render } from '@testing-library/react';
import { LiveQuestion } from '@/components/prediction/live-question';
import { PREVIEW_CHOICE_ATTRIBUTE } from '@/lib/display/question-preview-choice';

jest.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(window.location.search) }));

const PREVIEWS = ['1', '2', '3'].map((id) => ({ id, preview: <h1>{`question ${id}`}</h1> }));

function previewsDrawn(): (string | null)[] {
  return [...document.querySelectorAll('.question-preview')].map((element) => element.getAttribute('data-preview'));
}

afterEach(() => document.documentElement.removeAttribute(PREVIEW_CHOICE_ATTRIBUTE));

describe('the detail page while its code and the stores load', () => {
  it('draws only the asked question’s preview in the browser, and marks it for the CSS', () => {
    window.history.replaceState(null, '', '/prediction?id=3');
    render(<LiveQuestion previews={PREVIEWS} skeleton={<p>{'skeleton'}</p>} loading="Loading prediction" />);
    expect(previewsDrawn()).toEqual(['3']);
    expect(document.documentElement).toHaveAttribute(PREVIEW_CHOICE_ATTRIBUTE, '3');
  });

  it('draws none but the skeleton for a question the build does not know, and clears an earlier mark', () => {
    document.documentElement.setAttribute(PREVIEW_CHOICE_ATTRIBUTE, '1');
    window.history.replaceState(null, '', '/prediction?id=m-made-here');
    const { getByText } = render(<LiveQuestion previews={PREVIEWS} skeleton={<p>{'skeleton'}</p>} loading="Loading prediction" />);
    expect(previewsDrawn()).toEqual([]);
    expect(getByText('skeleton')).toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute(PREVIEW_CHOICE_ATTRIBUTE);
  });
});
