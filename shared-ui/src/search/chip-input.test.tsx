import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ChipInput, type ChipOption } from './chip-input';

const options: ChipOption[] = [
  { value: '1', label: 'Reimu Hakurei', aliases: ['miko'] },
  { value: '2', label: 'Marisa Kirisame' },
  { value: '3', label: 'Rei' },
  { value: '4', label: 'Remilia Scarlet' },
];

let latest: string[] = [];
function Harness({ initial = [] as string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  latest = value;
  return <ChipInput label="Rate Up Characters" options={options} value={value} onChange={setValue} />;
}

const input = () => screen.getByRole('combobox', { name: 'Rate Up Characters' });
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const key = (k: string) => fireEvent.keyDown(input(), { key: k });
const suggestions = () => screen.queryAllByRole('option').map((o) => o.textContent);

describe('ChipInput', () => {
  it('ranks exact > substring > alias and accepts with Enter', () => {
    render(<Harness />);
    type('rei');
    expect(suggestions()).toEqual(['Rei', 'Reimu Hakurei']);
    key('Enter');
    expect(latest).toEqual(['3']);
    expect(input()).toHaveValue('');
  });

  it.each(['.', 'Tab'])('accepts the highlighted suggestion with %p', (k) => {
    render(<Harness />);
    type('mar');
    key(k);
    expect(latest).toEqual(['2']);
  });

  it('moves the highlight with the arrow keys before accepting', () => {
    render(<Harness />);
    type('rei');
    key('ArrowDown');
    key('Enter');
    expect(latest).toEqual(['1']);
  });

  it('does not suggest chosen items again', () => {
    render(<Harness initial={['3']} />);
    type('rei');
    expect(suggestions()).toEqual(['Reimu Hakurei']);
  });

  it('removes the last chip with Backspace in an empty field', () => {
    render(<Harness initial={['3', '2']} />);
    expect(screen.getByText('Marisa Kirisame')).toBeInTheDocument();
    key('Backspace');
    expect(latest).toEqual(['3']);
  });

  it('removes the last chip with Backspace right after accepting one (suggestions still open)', () => {
    render(<Harness initial={['2']} />);
    type('rei');
    key('Enter');
    expect(latest).toEqual(['2', '3']);
    key('Backspace');
    expect(latest).toEqual(['2']);
  });

  it('drops characters that are not allowed', () => {
    render(<Harness />);
    type("re!m, i'-");
    expect(input()).toHaveValue("remi'-");
  });

  it('lets Tab leave an empty field without choosing anything', () => {
    render(<Harness />);
    fireEvent.focus(input());
    const tab = fireEvent.keyDown(input(), { key: 'Tab' });
    expect(tab).toBe(true); // not prevented
    expect(latest).toEqual([]);
  });

  it('lets Tab move on after Escape closed the suggestions', () => {
    render(<Harness />);
    type('mar');
    key('Escape');
    expect(suggestions()).toEqual([]);
    expect(fireEvent.keyDown(input(), { key: 'Tab' })).toBe(true);
    expect(latest).toEqual([]);
  });

  it('removes a chip with its button', () => {
    render(<Harness initial={['1', '2']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Reimu Hakurei' }));
    expect(latest).toEqual(['2']);
  });
});
