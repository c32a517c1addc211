import { scriptJson } from 'shared-domain/formatting/script-json';
import { eventJsonLd } from './event-json-ld';

describe('a prayer as a schema.org Event', () => {
  it('is prayer 553 with its UTC instants and its page', () => {
    const event = {
      id: 553,
      name: 'EX Festival Rerun Prayer: Clownpiece & Seija',
      start: Date.UTC(2026, 10, 10, 3),
      end: Date.UTC(2026, 10, 17, 3),
    };
    expect(eventJsonLd(event, 'Rate-up: Clownpiece, Seija Kijin.', 'https://tlw.example.com')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'EX Festival Rerun Prayer: Clownpiece & Seija',
      startDate: '2026-11-10T03:00:00.000Z',
      endDate: '2026-11-17T03:00:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: 'https://tlw.example.com/prayers/info/553' },
      url: 'https://tlw.example.com/prayers/info/553',
      description: 'Rate-up: Clownpiece, Seija Kijin.',
    });
  });

  it('cannot end its script element', () => {
    expect(scriptJson({ name: '</script><b>&' })).toBe('{"name":"\\u003c/script\\u003e\\u003cb\\u003e\\u0026"}');
  });
});
