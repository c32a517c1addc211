import { render, screen } from '@testing-library/react';
import { STORY_CARD_TYPES } from 'shared-domain/constants/story-card-kinds';
import { CardTypeIcon } from './card-type-icon';

describe('CardTypeIcon', () => {
  it('names the four card types', () => {
    render(
      <>
        {STORY_CARD_TYPES.map((t) => (
          <CardTypeIcon key={t} type={t} />
        ))}
      </>,
    );
    expect(screen.getAllByRole('img').map((el) => el.getAttribute('aria-label'))).toEqual(['Plum', 'Orchid', 'Chrysanthemum', 'Bamboo']);
  });
});
