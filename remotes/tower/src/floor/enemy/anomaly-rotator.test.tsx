import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { ANOMALIES } from 'shared-domain/constants/anomalies';
import { AnomalyRotator } from './anomaly-rotator';

const icons = (container: HTMLElement) => [...container.querySelectorAll('[data-anomaly]')];

describe('AnomalyRotator', () => {
  it('draws each anomaly once, in order, in one group hidden from assistive technology', () => {
    const { container } = render(<AnomalyRotator anomalies={['burn', 'poison', 'freeze', 'poison']} />);
    const group = container.firstElementChild!;
    expect(group).toHaveAttribute('aria-hidden', 'true');
    expect(group).toHaveAttribute('data-count', '3');
    expect(icons(container).map((icon) => icon.getAttribute('data-anomaly'))).toEqual(['burn', 'poison', 'freeze']);
    // Icons, no text: the ability's text beside them names the anomalies.
    expect(group.textContent).toBe('');
  });

  it('draws a different icon for each anomaly', () => {
    const { container } = render(<AnomalyRotator anomalies={['blind', 'paralyze']} />);
    const [blind, paralyze] = icons(container);
    expect(blind!.innerHTML).not.toBe(paralyze!.innerHTML);
  });

  it('keeps a single anomaly on its own and shows nothing without one', () => {
    const { container } = render(<AnomalyRotator anomalies={['freeze']} />);
    expect(container.firstElementChild).toHaveAttribute('data-count', '1');
    expect(icons(container)).toHaveLength(1);
    expect(render(<AnomalyRotator anomalies={[]} />).container).toBeEmptyDOMElement();
  });

  it('has a turn in the stylesheet for every number of anomalies a barrier can have', () => {
    const css = fs.readFileSync(path.join(__dirname, 'enemy.module.css'), 'utf8');
    for (let count = 2; count <= ANOMALIES.length; count++) {
      expect(css).toContain(`@keyframes anomaly-turn-${count} {`);
      // Each icon shows for 1/count of the cycle.
      expect(css).toMatch(
        new RegExp(`@keyframes anomaly-turn-${count} \\{[^@]*?${Number((100 / count).toFixed(3))}% \\{\\s*visibility: hidden;`),
      );
      if (count > 2)
        expect(css).toMatch(
          new RegExp(
            `\\[data-count='${count}'\\] > \\.anomaly \\{\\s*animation-name: anomaly-turn-${count};\\s*animation-duration: ${count}s;`,
          ),
        );
      expect(css).toMatch(new RegExp(`\\.anomaly:nth-child\\(${count}\\) \\{\\s*animation-delay: ${count - 1}s;`));
    }
  });
});
