import { act, renderHook } from '@testing-library/react';
import { useDraftText } from './use-draft-text';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** The field over a value kept elsewhere (the URL), which echoes back what is sent. */
function field(pauseMs: number) {
  const sent: string[] = [];
  const hook = renderHook(({ value }) => useDraftText(value, (text) => sent.push(text), pauseMs), { initialProps: { value: '' } });
  const echo = () => hook.rerender({ value: sent.at(-1) ?? '' });
  return { hook, sent, echo };
}

describe('useDraftText', () => {
  it('shows each key at once and sends the word once typing pauses', () => {
    const { hook, sent } = field(200);
    for (const text of ['r', 'ra', 'ran']) {
      act(() => hook.result.current.change(text));
      act(() => jest.advanceTimersByTime(120));
    }
    expect(hook.result.current.text).toBe('ran');
    expect(sent).toEqual([]);
    act(() => jest.advanceTimersByTime(80));
    expect(sent).toEqual(['ran']);
  });

  it('sends what was typed at once on flush (Enter), and only once', () => {
    const { hook, sent } = field(200);
    act(() => hook.result.current.change('ran'));
    act(() => hook.result.current.flush());
    expect(sent).toEqual(['ran']);
    act(() => jest.advanceTimersByTime(500));
    act(() => hook.result.current.flush());
    expect(sent).toEqual(['ran']);
  });

  it('sends each key without a pause, and keeps keys typed before the echo of an earlier one', () => {
    const { hook, sent, echo } = field(0);
    act(() => hook.result.current.change('r'));
    act(() => hook.result.current.change('ra'));
    expect(sent).toEqual(['r', 'ra']);
    // The URL catches up with "r" only now: the field keeps "ra".
    hook.rerender({ value: 'r' });
    expect(hook.result.current.text).toBe('ra');
    echo();
    expect(hook.result.current.text).toBe('ra');
  });

  it('follows an outside change (Clear Search), which wins over the text still to be sent', () => {
    const { hook, sent } = field(200);
    hook.rerender({ value: 'fes' });
    act(() => hook.result.current.change('fest'));
    hook.rerender({ value: '' });
    act(() => jest.advanceTimersByTime(500));
    expect(sent).toEqual([]);
    expect(hook.result.current.text).toBe('');
  });
});
