import { render, screen } from '@testing-library/react';
import { CHARACTER_TYPES } from 'shared-domain/characters/character-types';
import { ELEMENTS } from 'shared-domain/constants/elements';
import { ROLES } from 'shared-domain/constants/roles';
import { ElementIcon } from './element-icon';
import { RoleIcon } from './role-icon';
import { StarRating } from './star-rating';
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

  it('the eight roles and nine elements (English and Japanese)', () => {
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
    ]);
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

  it("uses the spec's error for unknown elements", () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
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
    const starts = (kind: string) =>
      [...(svg.querySelector(`path[data-stars="${kind}"]`)?.getAttribute('d') ?? '').matchAll(/M([\d.]+) 2\.5/g)].map((m) => Number(m[1]));
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
        <RoleIcon role="heal" />
        <StarRating stars={3} />
      </>,
    );
    const svgs = [...container.querySelectorAll('svg')];
    expect(svgs).toHaveLength(2);
    for (const svg of svgs) expect(svg.getAttribute('overflow')).toBe('visible');
  });
});
