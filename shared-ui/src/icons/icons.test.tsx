import { render, screen } from '@testing-library/react';
import { CHARACTER_TYPES } from 'shared-domain/characters/character-types';
import { ELEMENTS } from 'shared-domain/constants/elements';
import { ROLES } from 'shared-domain/constants/roles';
import { BUFF_STATS, STAT_IDS } from 'shared-domain/constants/stats';
import { STORY_CARD_TYPES } from 'shared-domain/constants/story-card-kinds';
import { CardTypeIcon } from './card-type-icon';
import { ElementIcon } from './element-icon';
import { RoleIcon } from './role-icon';
import { StarRating } from './star-rating';
import { StatIcon, StatImage } from './stat-icon';
import { TypeIcon } from './type-icon';

const names = () => screen.getAllByRole('img').map((el) => el.getAttribute('aria-label'));

describe('icons carry accessible names', () => {
  it('the twelve character types, plain and coloured', () => {
    render(
      <>
        {CHARACTER_TYPES.map((t) => (
          <TypeIcon key={t} type={t} />
        ))}
        {CHARACTER_TYPES.map((t) => (
          <TypeIcon key={`${t}c`} type={t} coloured />
        ))}
      </>,
    );
    const expected = [
      'Standard',
      'Festival',
      'A type Festival',
      'Ultra Festival',
      'Ultra Festival (hifuu)',
      'EX Festival',
      'Relic',
      'Genic',
      'Epic',
      'Pure Festival',
      'VS Divergent Spirit Ritual',
      'yukkuri',
    ];
    expect(names()).toEqual([...expected, ...expected]);
  });

  it('draws the coloured variant in the type colour and the plain one in the text colour', () => {
    const { container } = render(
      <>
        <TypeIcon type="fes" />
        <TypeIcon type="fes" coloured />
        <TypeIcon type="afes" coloured />
      </>,
    );
    const fills = [...container.querySelectorAll('svg')].map((svg) => svg.querySelector('path')!.getAttribute('fill'));
    expect(fills).toEqual(['currentColor', '#f6c945', '#f57c00']);
  });

  it('the eight roles, nine elements (English and Japanese), stats and card types', () => {
    render(
      <>
        {ROLES.map((r) => (
          <RoleIcon key={r} role={r} />
        ))}
        {ELEMENTS.map((e) => (
          <ElementIcon key={e} element={e} />
        ))}
        <ElementIcon element="no" lang="jp" />
        <ElementIcon element="sun" lang="jp" />
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
      'Attack',
      'Debuff',
      'Defense',
      'Destroy',
      'Heal',
      'Speed',
      'Support',
      'Technical',
      'Sun',
      'Moon',
      'Fire',
      'Water',
      'Wood',
      'Metal',
      'Earth',
      'Star',
      'No element',
      '無',
      '日',
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

  it('hides decorative icons and takes a label override', () => {
    const { container } = render(
      <>
        <TypeIcon type="gen" decorative />
        <RoleIcon role="heal" label="Healer" />
      </>,
    );
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(names()).toEqual(['Healer']);
  });

  it("uses the spec's errors for unknown stat ids and elements", () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<StatIcon stat={'luck' as never} />)).toThrow('Undefined stat id');
    expect(() => render(<ElementIcon element={'aether' as never} />)).toThrow('element not found!');
  });
});

describe('StarRating', () => {
  it.each([
    [3, 5, '3 of 5 stars', 3],
    [5, 5, '5 of 5 stars', 5],
    [0, 5, '0 of 5 stars', 0],
    [7, 5, '5 of 5 stars', 5],
    [4, 4, '4 of 4 stars', 4],
  ])('%p of %p -> %p', (stars, max, label, filled) => {
    render(<StarRating stars={stars} max={max} />);
    const rating = screen.getByRole('img', { name: label });
    // One SVG; each star is one 'M…Z' run of its filled or empty path.
    expect(rating.querySelectorAll('svg')).toHaveLength(1);
    const starsIn = (kind: string) => (rating.querySelector(`path[data-stars="${kind}"]`)?.getAttribute('d')?.match(/M/g) ?? []).length;
    expect(starsIn('filled')).toBe(filled);
    expect(starsIn('empty')).toBe(max - filled);
  });
  it('draws each star in its own 24-unit cell, left to right', () => {
    render(<StarRating stars={2} max={3} size={10} />);
    const svg = screen.getByRole('img', { name: '2 of 3 stars' }).querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 72 24');
    expect(svg.getAttribute('width')).toBe('30');
    const starts = (kind: string) => [...(svg.querySelector(`path[data-stars="${kind}"]`)?.getAttribute('d') ?? '').matchAll(/M([\d.]+) 2\.5/g)].map((m) => Number(m[1]));
    expect(starts('filled')).toEqual([12, 36]);
    expect(starts('empty')).toEqual([60]);
    expect(svg.querySelector('path[data-stars="filled"]')!.getAttribute('fill')).not.toBe('none');
    expect(svg.querySelector('path[data-stars="empty"]')!.getAttribute('fill')).toBe('none');
  });
});

describe('icons in long lists', () => {
  it('are not clipped to their box (no clip of their own to paint)', () => {
    const { container } = render(
      <>
        <StatIcon stat="hp" />
        <StarRating stars={3} />
      </>,
    );
    const svgs = [...container.querySelectorAll('svg')];
    expect(svgs).toHaveLength(2);
    for (const svg of svgs) expect(svg.getAttribute('overflow')).toBe('visible');
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
    const shape = (el: Element): string[] => [el.tagName.toLowerCase(), ...[...el.attributes].filter((a) => a.name !== 'xmlns' && a.name !== 'width' && a.name !== 'height').map((a) => `${a.name}=${a.value}`).sort(), ...[...el.children].flatMap(shape)];
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
