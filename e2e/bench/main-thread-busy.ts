// The main thread's own work between two user-timing marks, read from a Chromium trace: the sum
// of its top-level tasks, clipped to the marks. Idle gaps and the wait for the next frame are
// left out, so two renders compare by the work they did, not by when the frame came. On the
// thread's own clock when the trace has it: time the thread was not running (another process had
// the core) is not the page's work. CPU throttling does count there, as the thread spins it.

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own clock (µs), where the trace records it. */
  tts?: number;
  tdur?: number;
  pid: number;
  tid: number;
  cat?: string;
}

/** A top-level task, as Chromium names it now and as it named it before. */
const TASKS = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

/** Milliseconds the thread that set `startMark` spent in tasks until `endMark`. */
export function busyMsBetweenMarks(events: readonly TraceEvent[], startMark: string, endMark: string): number {
  const start = events.find((e) => e.name === startMark);
  const end = events.find((e) => e.name === endMark && start && e.pid === start.pid && e.tid === start.tid);
  if (!start || !end) throw new Error(`the trace lacks the marks ${startMark} and ${endMark}`);
  const threadClock = start.tts !== undefined && end.tts !== undefined;
  const at = (e: TraceEvent) => (threadClock ? e.tts : e.ts);
  const length = (e: TraceEvent) => (threadClock ? e.tdur : e.dur) ?? 0;
  const [from, to] = [at(start)!, at(end)!];
  if (to < from) throw new Error(`${endMark} comes before ${startMark}`);
  const spans = events
    .filter((e) => TASKS.has(e.name) && e.ph === 'X' && e.pid === start.pid && e.tid === start.tid && at(e) !== undefined)
    .map((e) => [Math.max(at(e)!, from), Math.min(at(e)! + length(e), to)] as const)
    .filter(([begin, finish]) => finish > begin)
    .sort((a, b) => a[0] - b[0]);
  // The marks are set from inside a task, so none at all means the trace did not record them.
  if (spans.length === 0) throw new Error(`no task of the thread that set ${startMark} was traced`);
  // A task inside another (a nested run loop) is counted once.
  let busy = 0;
  let reached = -Infinity;
  for (const [begin, finish] of spans) {
    if (finish <= reached) continue;
    busy += finish - Math.max(begin, reached);
    reached = finish;
  }
  return busy / 1000;
}
