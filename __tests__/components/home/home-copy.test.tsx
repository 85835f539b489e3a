import { render, screen, within } from '@testing-library/react';
import { FeatureGrid } from '@/components/home/feature-grid';
import { MARKETING_CARDS, WHY_CHOOSE } from '@/components/home/home-copy';

// Features that are not built: a card may not promise them until they are.
const NOT_BUILT = /withdraw|order|real money|₹|notif|live /i;

describe('Home’s feature cards', () => {
  it('shows four marketing cards, none promising a feature that isn’t built', () => {
    render(<FeatureGrid id="how-we-play" title="Prediction markets, made simple" intro="Free coins." features={MARKETING_CARDS} />);
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    for (const card of cards) expect(card.textContent).not.toMatch(NOT_BUILT);
  });

  it('has a card for leaving a prediction before its question ends, by cashing out up to 90% of the coins', () => {
    render(<FeatureGrid id="how-we-play" title="Prediction markets, made simple" intro="Free coins." features={MARKETING_CARDS} />);
    const card = screen.getByRole('heading', { name: 'Change your mind' }).closest('li');
    expect(card).toHaveTextContent('Cash out an open prediction before its question ends and get up to 90% of your coins back.');
  });

  it('keeps the why-choose cards to what the game does', () => {
    for (const feature of WHY_CHOOSE) expect(`${feature.title} ${feature.text}`).not.toMatch(NOT_BUILT);
  });
});
