import { screen } from '@testing-library/react';
import { CalendarLink } from './calendar-link';
import { NOW, showAtNow } from './test-support/fixtures';

describe('the "Add to calendar" link', () => {
  it("downloads the prayer's own calendar file once the prayer has started", () => {
    showAtNow(<CalendarLink id={553} start={NOW - 60_000} />, false);
    const link = screen.getByRole('link', { name: 'Add to calendar' });
    expect(link).toHaveAttribute('href', '/prayers/info/553/calendar.ics');
    expect(link).toHaveAttribute('download', 'prayer-553.ics');
  });

  it('is not there before the prayer starts (its calendar file is a 404 until then)', () => {
    showAtNow(<CalendarLink id={553} start={NOW + 60_000} />, false);
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).toBeNull();
  });
});
