import { fireEvent, render, screen } from '@testing-library/react';
import { UtcDateInput } from './utc-date-input';

describe('UtcDateInput', () => {
  it("is labelled 'in UTC' and hands over ISO days", () => {
    const onChange = jest.fn();
    render(<UtcDateInput label="Start" value="2021-05-11" onChange={onChange} />);
    const input = screen.getByLabelText('Start in UTC');
    expect(input).toHaveValue('2021-05-11');
    fireEvent.change(input, { target: { value: '2024-02-29' } });
    expect(onChange).toHaveBeenLastCalledWith('2024-02-29');
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('shows an out-of-range day from the URL clamped to the month', () => {
    render(<UtcDateInput label="End" value="2023-02-31" onChange={() => {}} />);
    expect(screen.getByLabelText('End in UTC')).toHaveValue('2023-02-28');
  });
});
