import { busyMsBetweenMarks, type TraceEvent } from './main-thread-busy';

const task = (ts: number, dur: number, tid = 1): TraceEvent => ({ name: 'ThreadControllerImpl::RunTask', ph: 'X', ts, dur, pid: 7, tid });
const mark = (name: string, ts: number, tid = 1): TraceEvent => ({ name, ph: 'R', ts, pid: 7, tid });

describe('busyMsBetweenMarks', () => {
  it('sums the tasks between the marks, clipping the ones that straddle them', () => {
    const events = [
      mark('a', 1_000),
      task(500, 1_000), // 500 µs of it after the start mark
      task(3_000, 2_000),
      task(9_000, 4_000), // 1,000 µs of it before the end mark
      mark('b', 10_000),
      task(20_000, 5_000), // after the end mark
    ];
    expect(busyMsBetweenMarks(events, 'a', 'b')).toBeCloseTo(3.5, 6);
  });

  it('counts only the thread that set the marks', () => {
    const events = [mark('a', 0), task(100, 1_000, 2), task(100, 2_000), mark('b', 10_000)];
    expect(busyMsBetweenMarks(events, 'a', 'b')).toBeCloseTo(2, 6);
  });

  it('ignores events that are not whole tasks', () => {
    const events = [
      mark('a', 0),
      { ...task(100, 1_000), ph: 'B' },
      { ...task(100, 1_000), name: 'Layout' },
      task(5_000, 500),
      mark('b', 10_000),
    ];
    expect(busyMsBetweenMarks(events, 'a', 'b')).toBeCloseTo(0.5, 6);
  });

  it('says so when no task was traced between the marks', () => {
    expect(() => busyMsBetweenMarks([mark('a', 0), task(100, 1_000, 2), mark('b', 10_000)], 'a', 'b')).toThrow(
      'no task of the thread that set a was traced',
    );
  });

  it('counts a task nested in another once, and knows the older name of a task', () => {
    const events = [mark('a', 0), task(1_000, 4_000), task(2_000, 1_000), { ...task(8_000, 1_000), name: 'RunTask' }, mark('b', 10_000)];
    expect(busyMsBetweenMarks(events, 'a', 'b')).toBeCloseTo(5, 6);
  });

  it("counts on the thread's own clock where the trace has it", () => {
    // The thread ran 2,000 µs of the task's 6,000 (another process had the core the rest).
    const events = [
      { ...mark('a', 0), tts: 100 },
      { ...task(1_000, 6_000), tts: 200, tdur: 2_000 },
      { ...mark('b', 10_000), tts: 2_300 },
    ];
    expect(busyMsBetweenMarks(events, 'a', 'b')).toBeCloseTo(2, 6);
  });

  it('says so when a mark is missing', () => {
    expect(() => busyMsBetweenMarks([mark('a', 0)], 'a', 'b')).toThrow('the trace lacks the marks a and b');
  });
});
