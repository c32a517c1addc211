import { act, render } from '@testing-library/react';
import { createClock } from 'shared-domain/time/clock';
import { createTestTimeSource } from 'shared-domain/time/test-clock';
import { ClockContext } from 'shared-ui/hooks/use-clock';
import { AnomalyRotator } from './anomaly-rotator';

// A whole number of seconds divisible by 2 and 3: every list below starts at its first anomaly.
const T0 = Date.UTC(2024, 4, 10, 3, 0, 0);

function renderRotator(anomalies: Parameters<typeof AnomalyRotator>[0]['anomalies']) {
  const source = createTestTimeSource(T0);
  const view = render(
    <ClockContext value={createClock(source)}>
      <AnomalyRotator anomalies={anomalies} />
    </ClockContext>,
  );
  const shown = () => view.container.querySelector('[data-anomaly]');
  return { source, shown, ...view };
}

describe('AnomalyRotator', () => {
  it('shows one anomaly icon at a time, turning every second, hidden from assistive technology', () => {
    const { source, shown } = renderRotator(['burn', 'poison', 'freeze']);
    expect(shown()).toHaveAttribute('data-anomaly', 'burn');
    expect(shown()).toHaveAttribute('aria-hidden', 'true');
    expect(shown()!.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    // An icon, no text: the ability's text beside it names the anomalies.
    expect(shown()!.textContent).toBe('');
    const seen: (string | null)[] = [];
    for (let i = 0; i < 4; i += 1) {
      act(() => source.advance(1000));
      seen.push(shown()!.getAttribute('data-anomaly'));
    }
    expect(seen).toEqual(['poison', 'freeze', 'burn', 'poison']);
  });

  it('draws a different icon for each anomaly', () => {
    const { source, shown } = renderRotator(['blind', 'paralyze']);
    const first = shown()!.innerHTML;
    act(() => source.advance(1000));
    expect(shown()).toHaveAttribute('data-anomaly', 'paralyze');
    expect(shown()!.innerHTML).not.toBe(first);
  });

  it('keeps a single anomaly still and shows nothing without one', () => {
    const { source, shown } = renderRotator(['freeze']);
    act(() => source.advance(3000));
    expect(shown()).toHaveAttribute('data-anomaly', 'freeze');
    expect(renderRotator([]).container).toBeEmptyDOMElement();
  });
});
