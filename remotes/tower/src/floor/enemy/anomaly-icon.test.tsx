import { render, screen } from '@testing-library/react';
import { ANOMALIES } from 'shared-domain/constants/anomalies';
import { AnomalyIcon } from './anomaly-icon';

const names = () => screen.getAllByRole('img').map((el) => el.getAttribute('aria-label'));

describe('AnomalyIcon', () => {
  it('names the five anomalies as the ability text does', () => {
    render(
      <>
        {ANOMALIES.map((a) => (
          <AnomalyIcon key={a} anomaly={a} />
        ))}
      </>,
    );
    expect(names()).toEqual(['Blind', 'Burn', 'Freeze', 'Paralyze', 'Poison']);
    for (const svg of screen.getAllByRole('img')) {
      expect(svg.tagName.toLowerCase()).toBe('svg');
      expect(svg.querySelector('title')).toHaveTextContent(svg.getAttribute('aria-label')!);
    }
    expect(screen.getByRole('img', { name: 'Paralyze' })).toHaveAttribute('viewBox', '0 0 24 24');
  });

  it('hides a decorative icon and takes a label override and a size', () => {
    const { container } = render(
      <>
        <AnomalyIcon anomaly="burn" decorative />
        <AnomalyIcon anomaly="freeze" label="Frozen solid" size={20} />
      </>,
    );
    const [hidden, named] = [...container.querySelectorAll('svg')];
    expect(hidden).toHaveAttribute('aria-hidden', 'true');
    expect(hidden).not.toHaveAttribute('role');
    expect(hidden!.querySelector('title')).toBeNull();
    expect(names()).toEqual(['Frozen solid']);
    expect(named).toHaveAttribute('width', '20');
  });

  it('draws each anomaly differently', () => {
    // Decorative, so the drawings are compared without their titles.
    const { container } = render(
      <>
        {ANOMALIES.map((a) => (
          <AnomalyIcon key={a} anomaly={a} decorative />
        ))}
        <AnomalyIcon anomaly={'stun' as never} decorative />
      </>,
    );
    const drawings = [...container.querySelectorAll('svg')].map((svg) => svg.innerHTML);
    expect(drawings).toHaveLength(6);
    expect(drawings.every((d) => d.length > 0)).toBe(true);
    expect(new Set(drawings).size).toBe(6);
  });

  it('draws an unknown value (bad data) as a question mark named with the value, instead of failing', () => {
    const { container } = render(
      <>
        <AnomalyIcon anomaly={'stun' as never} />
        <AnomalyIcon anomaly={'' as never} />
        <AnomalyIcon anomaly={undefined as never} />
        <AnomalyIcon anomaly={'stun' as never} decorative />
        <AnomalyIcon anomaly={'unknown' as never} decorative />
      </>,
    );
    expect(names()).toEqual(['stun', 'Unknown anomaly', 'Unknown anomaly']);
    const drawings = [...container.querySelectorAll('svg')].map((svg) => svg.innerHTML);
    // Every unknown value gets the same drawing.
    expect(drawings[3]).toBe(drawings[4]);
  });
});
