import { elementForHash, untilPageSettles } from './until-page-settles';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function fakeWatch() {
  let notify = () => undefined as void;
  // Like a real observer: no callback after disconnect.
  const disconnect = jest.fn(() => {
    notify = () => undefined;
  });
  const watch = (onChange: () => void) => {
    notify = onChange;
    return { disconnect };
  };
  return { watch, change: () => notify(), disconnect };
}

describe('untilPageSettles', () => {
  it('runs the step on each page change until it succeeds, then stops watching', () => {
    const { watch, change, disconnect } = fakeWatch();
    const step = jest.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    untilPageSettles(watch, step, 1000);
    change();
    expect(disconnect).not.toHaveBeenCalled();
    change();
    expect(disconnect).toHaveBeenCalledTimes(1);
    change();
    expect(step).toHaveBeenCalledTimes(2);
  });

  it('stops when the visitor acts, or when the time runs out', () => {
    const first = fakeWatch();
    untilPageSettles(first.watch, () => false, 1000);
    window.dispatchEvent(new Event('wheel'));
    expect(first.disconnect).toHaveBeenCalledTimes(1);

    const second = fakeWatch();
    untilPageSettles(second.watch, () => false, 1000);
    jest.advanceTimersByTime(999);
    expect(second.disconnect).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(second.disconnect).toHaveBeenCalledTimes(1);
  });
});

describe('elementForHash', () => {
  it('finds the element a hash names, decoded, and null for a malformed escape', () => {
    document.body.innerHTML = '<h2 id="Floor 3">x</h2>';
    expect(elementForHash('#Floor%203')?.tagName).toBe('H2');
    expect(elementForHash('#%E0%A4%A')).toBeNull();
  });
});
