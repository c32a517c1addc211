/**
 * How long a data area waits for an answer before it says the server is slow and offers Retry.
 * The request has no time limit (a slow answer is still an answer): the area keeps waiting.
 */
export const SLOW_ANSWER_MS = 8_000;

/** True once `now` is at least SLOW_ANSWER_MS past `waitingSince` (both in ms of one clock). */
export const isSlowAnswer = (waitingSince: number, now: number): boolean => now - waitingSince >= SLOW_ANSWER_MS;

export const SLOW_ANSWER_TEXT = 'The server is slow to answer. Still waiting…';
