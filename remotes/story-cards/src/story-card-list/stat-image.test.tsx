import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { STAT_IDS } from 'shared-domain/constants/stats';
import { StatImage } from './stat-image';

// Where each stat sits in the one image, in icon widths from its left edge.
const SLOTS = { hp: 0, agi: 1, 'yang-atk': 2, 'yang-def': 3, 'yin-atk': 4, 'yin-def': 5 } as const;

const read = (file: string) => fs.readFileSync(path.join(__dirname, file), 'utf8');

describe('StatImage', () => {
  it('is a decorative box naming its stat, for the stylesheet to draw', () => {
    const { container } = render(<StatImage stat="yin-def" />);
    const icon = container.firstElementChild!;
    expect(icon.getAttribute('data-stat')).toBe('yin-def');
    expect(icon.getAttribute('aria-hidden')).toBe('true');
    expect(icon.textContent).toBe('');
  });

  it("an unknown stat is the spec's 'Undefined stat id'", () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<StatImage stat={'luck' as never} />)).toThrow('Undefined stat id');
    quiet.mockRestore();
  });
});

describe('the stat image and its stylesheet', () => {
  const sprite = new DOMParser().parseFromString(read('stat-icons.svg'), 'image/svg+xml').documentElement;
  const css = read('stat-image.module.css');

  it('draws every card stat, each in its own 24-unit slot', () => {
    expect(sprite.getAttribute('viewBox')).toBe(`0 0 ${24 * STAT_IDS.length} 24`);
    for (const stat of STAT_IDS) {
      const icon = sprite.querySelector(`g[id="${stat}"]`);
      expect(icon).not.toBeNull();
      const shift = SLOTS[stat] === 0 ? null : `translate(${24 * SLOTS[stat]} 0)`;
      expect(icon!.getAttribute('transform')).toBe(shift);
    }
  });

  it('shows each stat through its slot: the image is as many icons wide, shifted by the slot', () => {
    expect(css).toMatch(/background: url\('\.\/stat-icons\.svg'\) 0 0 \/ 6rem 1rem no-repeat;/);
    for (const stat of STAT_IDS) {
      const rule = new RegExp(`\\.statImage\\[data-stat='${stat}'\\] \\{\\s*background-position-x: -${SLOTS[stat]}rem;`);
      if (SLOTS[stat] === 0) expect(css).not.toMatch(new RegExp(`data-stat='${stat}'`));
      else expect(css).toMatch(rule);
    }
  });
});
