import { formatDateParts } from 'shared-domain/formatting/date-format';
import { hasResolved } from '../../test-support/has-resolved';
import { warmDateFormatting, warmIntlData } from './warm-date-formatting';

describe('warmDateFormatting', () => {
  it('builds the date formatters when the browser is idle, so a page formatting dates later builds none', () => {
    const RealFormat = Intl.DateTimeFormat;
    let built = 0;
    const counting = function DateTimeFormat(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      built++;
      return new RealFormat(...args);
    } as unknown as typeof Intl.DateTimeFormat;
    Object.assign(counting, RealFormat);
    Intl.DateTimeFormat = counting;
    try {
      let idle: (() => void) | null = null;
      warmDateFormatting((callback) => {
        idle = callback;
      });
      expect(built).toBe(0); // nothing before the idle time
      idle!();
      expect(built).toBeGreaterThan(0);

      const before = built;
      // A page's dates afterwards, in local time and in UTC, at another instant.
      expect(
        formatDateParts(Date.UTC(2024, 4, 10, 22), 'long', { utc: true })
          ?.parts.map((p) => p.text)
          .join(''),
      ).toBe('Friday, May 10, 2024, 10:00:00 PM10:00 PM UTC');
      formatDateParts(Date.UTC(2021, 4, 11), 'prayer', { utc: false });
      expect(built).toBe(before);
    } finally {
      Intl.DateTimeFormat = RealFormat;
    }
  });
});

describe('warmIntlData', () => {
  const fakeWorker = () => {
    const target = new EventTarget();
    const worker = { addEventListener: target.addEventListener.bind(target), terminate: jest.fn() };
    return { worker, target };
  };
  const withWorkerGlobal = async (run: () => void | Promise<void>) => {
    const had = 'Worker' in globalThis;
    (globalThis as { Worker?: unknown }).Worker ??= class {};
    try {
      await run();
    } finally {
      if (!had) delete (globalThis as { Worker?: unknown }).Worker;
    }
  };

  const isSettled = (promise: Promise<void>) => hasResolved(promise, 2);

  it('starts the worker, ends it once it reports or fails, and only then resolves', async () => {
    await withWorkerGlobal(async () => {
      for (const event of [new MessageEvent('message', { data: 'warm' }), new Event('error')]) {
        const { worker, target } = fakeWorker();
        const start = jest.fn(() => worker);
        const done = warmIntlData(start);
        expect(start).toHaveBeenCalledTimes(1);
        expect(worker.terminate).not.toHaveBeenCalled();
        expect(await isSettled(done)).toBe(false);
        target.dispatchEvent(event);
        expect(worker.terminate).toHaveBeenCalledTimes(1);
        expect(await isSettled(done)).toBe(true);
      }
    });
  });

  it('leaves the page alone where a worker cannot start, and resolves at once', async () => {
    let refused: Promise<void> | null = null;
    await withWorkerGlobal(() => {
      expect(() => {
        refused = warmIntlData(() => {
          throw new DOMException('refused by the content security policy', 'SecurityError');
        });
      }).not.toThrow();
    });
    expect(refused).not.toBeNull();
    expect(await isSettled(refused!)).toBe(true);
    expect(await isSettled(warmIntlData(undefined))).toBe(true);
  });
});
