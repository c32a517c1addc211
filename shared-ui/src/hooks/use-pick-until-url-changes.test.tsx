import { act, renderHook } from '@testing-library/react';
import { usePickUntilUrlChanges } from './use-pick-until-url-changes';

const render = (query: string) => renderHook(({ q }) => usePickUntilUrlChanges<string>(q), { initialProps: { q: query } });

describe('usePickUntilUrlChanges', () => {
  it('has no pick at first', () => {
    expect(render('type=fes').result.current[0]).toBeNull();
  });

  it('shows a pick while the URL query is still the one it was picked on', () => {
    const { result, rerender } = render('type=fes');
    act(() => result.current[1]('rebirth=yes'));
    expect(result.current[0]).toBe('rebirth=yes');
    rerender({ q: 'type=fes' }); // another render before the router lands the change
    expect(result.current[0]).toBe('rebirth=yes');
  });

  it('lets go once the query changes, also when it later comes back to the picked-on query', () => {
    const { result, rerender } = render('type=fes');
    act(() => result.current[1]('rebirth=yes'));
    rerender({ q: 'type=fes&rebirth=yes' }); // landed
    expect(result.current[0]).toBeNull();
    rerender({ q: 'type=fes' }); // e.g. a link back to the unfiltered page
    expect(result.current[0]).toBeNull();
  });

  it('keeps the latest of two quick picks', () => {
    const { result } = render('');
    act(() => result.current[1]('a'));
    act(() => result.current[1]('b'));
    expect(result.current[0]).toBe('b');
  });
});
