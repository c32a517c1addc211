import { within } from './within';

/** What a remote's page function gave: its value, nothing in time, or an error (logged). */
export type RemoteAnswer<T> = { value: T } | 'late' | 'failed';

/**
 * Calls a remote's page function with a bounded wait. A remote is another team's code loaded at run
 * time, so an error or a hang must cost the page only what that function would have added.
 */
export function askRemote<T>(
  call: () => Promise<T> | T,
  waitMs: number | null,
  onError: (message: string) => void,
): Promise<RemoteAnswer<T>> {
  const answer = Promise.resolve()
    .then(call)
    .then(
      (value): RemoteAnswer<T> => ({ value }),
      (error: unknown): RemoteAnswer<T> => {
        onError(error instanceof Error ? error.message : String(error));
        return 'failed';
      },
    );
  return waitMs === null ? answer : within<RemoteAnswer<T>>(answer, waitMs, 'late');
}
