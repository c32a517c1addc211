/** Whether the API said there is no such prayer (a 404), rather than failing to answer. */
export const isNoSuchPrayer = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
