import {
  advanceToast,
  createToast,
  DEFAULT_TOAST_MS,
  dismissToast,
  MAX_TOAST_MS,
  nextPhase,
  phaseDurationMs,
  TOAST_COLLAPSE_MS,
  TOAST_ENTER_DELAY_MS,
  TOAST_GAP_PX,
  TOAST_HIDE_MS,
  TOAST_PHASES,
  toastLifetimeMs,
  type Toast,
  type ToastPhase,
} from './toast-machine';

const at = (phase: ToastPhase, durationMs = 5000): Toast => ({ id: 1, text: 'Hi', durationMs, phase });

describe('toast state machine', () => {
  it('walks wait → show → hiding → hidden → removed, and stays removed', () => {
    const seen: ToastPhase[] = [];
    let phase: ToastPhase = 'wait';
    for (let i = 0; i < 6; i += 1) {
      seen.push(phase);
      phase = nextPhase(phase);
    }
    expect(seen).toEqual(['wait', 'show', 'hiding', 'hidden', 'removed', 'removed']);
    expect(TOAST_PHASES).toEqual(['wait', 'show', 'hiding', 'hidden', 'removed']);
  });

  it('stays in each phase for its own time', () => {
    expect(phaseDurationMs(at('wait'))).toBe(TOAST_ENTER_DELAY_MS);
    expect(phaseDurationMs(at('show', 5000))).toBe(5000);
    expect(phaseDurationMs(at('hiding'))).toBe(TOAST_HIDE_MS);
    expect(phaseDurationMs(at('hidden'))).toBe(TOAST_COLLAPSE_MS);
    expect(phaseDurationMs(at('removed'))).toBeNull();
    expect(toastLifetimeMs(5000)).toBe(TOAST_ENTER_DELAY_MS + 5000 + TOAST_HIDE_MS + TOAST_COLLAPSE_MS);
  });

  it('keeps the spec gap of 8 px', () => {
    expect(TOAST_GAP_PX).toBe(8);
  });

  it('advances only from the phase a timer was set for', () => {
    expect(advanceToast(at('show'), 'show').phase).toBe('hiding');
    const hiding = at('hiding');
    expect(advanceToast(hiding, 'show')).toBe(hiding);
  });

  it('dismisses a waiting or showing toast into hiding, and leaves a leaving one alone', () => {
    expect(dismissToast(at('wait')).phase).toBe('hiding');
    expect(dismissToast(at('show')).phase).toBe('hiding');
    for (const phase of ['hiding', 'hidden', 'removed'] as const) expect(dismissToast(at(phase)).phase).toBe(phase);
  });

  it.each([
    [undefined, DEFAULT_TOAST_MS],
    [5000, 5000],
    [-10, 0],
    [12.6, 13],
    [Number.POSITIVE_INFINITY, DEFAULT_TOAST_MS],
    [Number.NaN, DEFAULT_TOAST_MS],
    [10 * MAX_TOAST_MS, MAX_TOAST_MS],
  ])('a request for %p ms shows for %p ms', (durationMs, expected) => {
    expect(createToast(7, { text: 'x', durationMs })).toEqual({ id: 7, text: 'x', durationMs: expected, phase: 'wait' });
  });
});
