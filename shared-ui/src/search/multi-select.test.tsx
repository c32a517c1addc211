import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MultiSelect } from './multi-select';

const options = [
  { value: 'gc', label: 'God Crystal' },
  { value: 'story-card', label: 'Story Card' },
  { value: 'forever-prayer', label: 'Forever' },
];
let latest: string[] = [];
function Harness() {
  const [value, setValue] = useState<string[]>([]);
  latest = value;
  return <MultiSelect label="Prayer Types" options={options} value={value} onChange={setValue} />;
}

describe('MultiSelect', () => {
  it("reads 'Any' with nothing chosen and lists the choices in option order", () => {
    render(<Harness />);
    const button = screen.getByRole('combobox', { name: 'Prayer Types' });
    expect(button).toHaveTextContent('Any');
    fireEvent.click(button);
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
    fireEvent.click(screen.getByRole('option', { name: 'Forever' }));
    fireEvent.click(screen.getByRole('option', { name: 'God Crystal' }));
    expect(latest).toEqual(['gc', 'forever-prayer']);
    expect(screen.getByRole('option', { name: 'God Crystal' })).toHaveAttribute('aria-selected', 'true');
    expect(button).toHaveTextContent('God Crystal, Forever');
  });

  it('is keyboard-operable: arrows move, Enter toggles and keeps it open, Escape closes', () => {
    render(<Harness />);
    const button = screen.getByRole('combobox', { name: 'Prayer Types' });
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')).toHaveLength(3);
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    fireEvent.keyDown(button, { key: 'Enter' });
    expect(latest).toEqual(['story-card']);
    fireEvent.keyDown(button, { key: 'Enter' });
    expect(latest).toEqual([]);
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});
