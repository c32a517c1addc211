import { render } from '@testing-library/react';
import { PrayerEventJsonLd } from './prayer-event-json-ld';

const eventOf = (container: HTMLElement) => {
  const script = container.querySelector('script[type="application/ld+json"]');
  return JSON.parse(script?.textContent ?? 'null') as Record<string, unknown>;
};

describe("a prayer's JSON-LD Event", () => {
  it('names the prayer, its UTC start and end and its page, and describes it by type and number', () => {
    const { container } = render(
      <PrayerEventJsonLd
        prayer={{ id: 553, name: 'Festival Prayer: Keine', start: '2026-11-24T03:00:00Z', end: '2026-12-08T03:00:00Z' }}
        typeNumber="Seal Crystal Prayer #311"
      />,
    );
    expect(eventOf(container)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Festival Prayer: Keine',
      startDate: '2026-11-24T03:00:00.000Z',
      endDate: '2026-12-08T03:00:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: '/prayers/info/553' },
      url: '/prayers/info/553',
      description: 'Seal Crystal Prayer #311, a Touhou LostWord prayer.',
    });
  });

  it('cannot end its script element, whatever the name holds', () => {
    const { container } = render(
      <PrayerEventJsonLd
        prayer={{ id: 1, name: '</script><b>x', start: '2026-11-24T03:00:00Z', end: '2026-12-08T03:00:00Z' }}
        typeNumber="x"
      />,
    );
    expect(container.querySelector('b')).toBeNull();
    expect(eventOf(container).name).toBe('</script><b>x');
  });
});
