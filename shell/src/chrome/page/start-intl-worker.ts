/** Starts the worker that loads Intl's data off the main thread (warm-intl.worker.ts). */
export const startIntlWorker = (): Worker => new Worker(new URL('./warm-intl.worker.ts', import.meta.url), { name: 'warm-intl' });
