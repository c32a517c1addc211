/**
 * The text a visitor sees for a failed call. The API answers `{ error, message }` and
 * the server's message is shown; transport failures get a plain sentence instead of a code.
 */
export const errorMessage = (error: unknown): string => {
  if (error && typeof error === 'object') {
    const e = error as { status?: unknown; data?: unknown; error?: unknown; message?: unknown };
    const data = e.data as { message?: unknown } | null | undefined;
    if (data && typeof data === 'object' && typeof data.message === 'string' && data.message.trim()) return data.message;
    if (typeof e.status === 'number') return `The server answered ${e.status}.`;
    if (e.status === 'FETCH_ERROR') return 'The server could not be reached. Check your connection and retry.';
    if (e.status === 'PARSING_ERROR') return 'The server sent an answer that could not be read.';
    if (e.status === 'TIMEOUT_ERROR') return 'The server took too long to answer.';
    if (typeof e.error === 'string' && e.error.trim()) return e.error;
    if (typeof e.message === 'string' && e.message.trim()) return e.message;
  }
  return 'Something went wrong while loading this data.';
};
