import fs from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { STORY_CARD_TYPES } from 'shared-domain/constants/story-card-kinds';
import { CardTypeIcon } from './card-type-icon';

// Where each suit sits in the one image, in icon widths from its left edge.
const SLOTS = { plum: 0, orchid: 1, chrysanthemum: 2, bamboo: 3 } as const;

const read = (file: string) => fs.readFileSync(path.join(__dirname, file), 'utf8');

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
    expect(screen.getByRole('img', { name: 'Bamboo' }).getAttribute('title')).toBe('Bamboo');
  });

  it('is one empty box of its size naming its suit for the stylesheet, hidden when decorative', () => {
    const { container } = render(<CardTypeIcon type="orchid" size={14} decorative />);
    const icon = container.firstElementChild as HTMLElement;
    expect(icon.getAttribute('data-suit')).toBe('orchid');
    expect(icon.style.getPropertyValue('--icon-size')).toBe('14px');
    expect(icon.getAttribute('aria-hidden')).toBe('true');
    expect(icon.getAttribute('role')).toBeNull();
    expect(icon.childNodes).toHaveLength(0);
  });
});

describe('the card-type image and its stylesheet', () => {
  const sprite = new DOMParser().parseFromString(read('card-types.svg'), 'image/svg+xml').documentElement;
  const css = read('card-type-icon.module.css');

  it('draws every suit, each in its own 24-unit slot', () => {
    expect(sprite.getAttribute('viewBox')).toBe(`0 0 ${24 * STORY_CARD_TYPES.length} 24`);
    for (const suit of STORY_CARD_TYPES) {
      const icon = sprite.querySelector(`g[id="${suit}"]`);
      expect(icon?.children.length).toBeGreaterThan(0);
      expect(icon!.getAttribute('transform')).toBe(SLOTS[suit] === 0 ? null : `translate(${24 * SLOTS[suit]} 0)`);
    }
  });

  it('shows each suit through its slot: the image four icons wide, shifted by the slot', () => {
    expect(css).toMatch(/background: url\('\.\/card-types\.svg'\) 0 0 \/ calc\(4 \* var\(--icon-size\)\) var\(--icon-size\) no-repeat;/);
    for (const suit of STORY_CARD_TYPES) {
      const rule = new RegExp(
        `\\.icon\\[data-suit='${suit}'\\] \\{\\s*background-position-x: calc\\(-${SLOTS[suit]} \\* var\\(--icon-size\\)\\);`,
      );
      if (SLOTS[suit] === 0) expect(css).not.toMatch(new RegExp(`data-suit='${suit}'`));
      else expect(css).toMatch(rule);
    }
  });
});
