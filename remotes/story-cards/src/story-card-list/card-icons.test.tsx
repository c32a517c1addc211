import { render, screen } from '@testing-library/react';
import { BUFF_STATS, STAT_IDS } from 'shared-domain/constants/stats';
import { STORY_CARD_TYPES } from 'shared-domain/constants/story-card-kinds';
import { CardTypeIcon } from './card-type-icon';
import { StatIcon, StatImage } from './stat-icon';

const names = () => screen.getAllByRole('img').map((el) => el.getAttribute('aria-label'));

describe('story-card icons carry accessible names', () => {
  it('the stats and the four card types', () => {
    render(
      <>
        {[...STAT_IDS, 'acc', 'focus'].map((s) => (
          <StatIcon key={s} stat={s as (typeof BUFF_STATS)[number]} />
        ))}
        <StatIcon stat="crit-eva" direction="down" />
        {STORY_CARD_TYPES.map((t) => (
          <CardTypeIcon key={t} type={t} />
        ))}
      </>,
    );
    expect(names()).toEqual([
      'HP',
      'Agility',
      'Yang attack',
      'Yang defense',
      'Yin attack',
      'Yin defense',
      'Accuracy',
      'Focus',
      'Critical evasion down',
      'Plum',
      'Orchid',
      'Chrysanthemum',
      'Bamboo',
    ]);
  });

  it('every buff stat has an icon', () => {
    render(
      <>
        {BUFF_STATS.map((s) => (
          <StatIcon key={s} stat={s} />
        ))}
      </>,
    );
    expect(names()).toHaveLength(BUFF_STATS.length);
  });

  it("uses the spec's error for unknown stat ids", () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<StatIcon stat={'luck' as never} />)).toThrow('Undefined stat id');
  });

  it('is not clipped to its box in long lists (no clip of its own to paint)', () => {
    const { container } = render(<StatIcon stat="hp" />);
    expect(container.querySelector('svg')!.getAttribute('overflow')).toBe('visible');
  });
});

describe('StatImage', () => {
  const decoded = (img: Element) => decodeURIComponent(img.getAttribute('src')!.replace(/^data:image\/svg\+xml,/, ''));

  it.each(['hp', 'crit-def', 'focus'] as const)('%s: draws what the inline StatIcon draws, as one image', (stat) => {
    const { container } = render(
      <>
        <StatIcon stat={stat} decorative />
        <StatImage stat={stat} size={16} />
      </>,
    );
    const inline = container.querySelector('svg')!;
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('width')).toBe('16');
    const parsed = new DOMParser().parseFromString(decoded(img), 'image/svg+xml').documentElement;
    expect(parsed.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(parsed.getAttribute('viewBox')).toBe('0 0 24 24');
    // Same elements with the same attributes, in the same order, as React's own rendering.
    const shape = (el: Element): string[] => [
      el.tagName.toLowerCase(),
      ...[...el.attributes]
        .filter((a) => a.name !== 'xmlns' && a.name !== 'width' && a.name !== 'height')
        .map((a) => `${a.name}=${a.value}`)
        .sort(),
      ...[...el.children].flatMap(shape),
    ];
    expect(shape(parsed)).toEqual(shape(inline));
    expect(decoded(img)).toContain('stroke-width="1.9"');
  });

  it('one URL per stat, shared by every image of it', () => {
    const { container } = render(
      <>
        <StatImage stat="hp" />
        <StatImage stat="hp" />
        <StatImage stat="agi" />
      </>,
    );
    const [a, b, c] = [...container.querySelectorAll('img')].map((i) => i.getAttribute('src'));
    expect(a).toBe(b);
    expect(c).not.toBe(a);
  });

  it("an unknown stat is the spec's 'Undefined stat id'", () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<StatImage stat={'luck' as never} />)).toThrow('Undefined stat id');
    quiet.mockRestore();
  });
});
