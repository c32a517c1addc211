// Intl's first formatter in a browser process loads ICU's locale and time-zone data, a long pause
// on whichever thread asks first. Asked here, on a worker thread, the page's own first formatter
// finds that data loaded and costs a fraction of a millisecond.
import { ABBREVIATION_LOCALES } from 'shared-domain/formatting/time-zone';

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
// The locales a shown time's zone abbreviation is looked up in, and the field formatter's options.
for (const locale of ABBREVIATION_LOCALES) new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' }).formatToParts(0);
new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', weekday: 'short', hour: 'numeric' }).formatToParts(0);
new Intl.NumberFormat('en-US').format(1234.5);
postMessage('warm');
