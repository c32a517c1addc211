/**
 * One animation-frame loop for every animation of a page. Each `requestAnimationFrame` call and
 * callback has its own cost on a phone's main thread (and far more under a profiler), so twenty
 * counters rising together ask for one frame, not twenty.
 */

/** Called each frame with the frame's time; returns false once it needs no more frames. */
export type FrameStep = (time: number) => boolean;

type FrameWindow = Pick<Window, 'requestAnimationFrame' | 'cancelAnimationFrame'>;

export interface FrameLoop {
  /** Runs `step` every frame until it returns false or the returned function is called. */
  add: (step: FrameStep) => () => void;
}

export function createFrameLoop(win: FrameWindow): FrameLoop {
  const steps = new Set<FrameStep>();
  let frame = 0;
  const tick = (time: number) => {
    frame = 0;
    for (const step of [...steps]) if (steps.has(step) && !step(time)) steps.delete(step);
    if (steps.size > 0) frame = win.requestAnimationFrame(tick);
  };
  return {
    add(step) {
      steps.add(step);
      if (!frame) frame = win.requestAnimationFrame(tick);
      return () => {
        steps.delete(step);
        if (steps.size === 0 && frame) {
          win.cancelAnimationFrame(frame);
          frame = 0;
        }
      };
    },
  };
}

let pageLoop: FrameLoop | undefined;

/** The page's one loop (null where there are no animation frames: the server, old test setups). */
export function pageFrameLoop(): FrameLoop | null {
  if (typeof requestAnimationFrame === 'undefined') return null;
  pageLoop ??= createFrameLoop(window);
  return pageLoop;
}
