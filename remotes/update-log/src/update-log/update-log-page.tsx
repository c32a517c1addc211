import { useCallback, useState } from 'react';
import { PageFrame } from 'shared-ui/page/page-frame';
import { useT } from '../messages/catalogue';
import { UpdatesChunk, type ChunkState } from './updates-chunk';
import { useNearBottom } from './use-near-bottom';
import styles from './update-log.module.css';

/**
 * The whole update log, newest first. Each page of the API is one chunk with its own cached
 * query; scrolling near the end asks for the next page after the last loaded entry number,
 * until the API says isLast.
 */
export default function UpdateLogPage() {
  const t = useT();
  // `undefined` is the newest page; every later cursor is the last entry number of the page before.
  const [cursors, setCursors] = useState<(number | undefined)[]>([undefined]);
  const [states, setStates] = useState<readonly ChunkState[]>([]);
  const tail: ChunkState = states[cursors.length - 1] ?? { status: 'loading' };

  const onChunkState = useCallback((index: number, state: ChunkState) => {
    setStates((current) => {
      const next = [...current];
      next[index] = state;
      return next;
    });
  }, []);

  const nextCursor = tail.status === 'loaded' && !tail.isLast ? tail.lastNumber : null;
  const loadMore = useCallback(() => {
    if (nextCursor === null) return;
    setCursors((current) => (current.includes(nextCursor) ? current : [...current, nextCursor]));
  }, [nextCursor]);

  const sentinel = useNearBottom<HTMLParagraphElement>(loadMore, nextCursor !== null);

  return (
    <PageFrame title={t('updateLog.title')}>
      <section aria-label={t('updateLog.entries')} className={styles.log}>
        {cursors.map((last, index) => (
          <UpdatesChunk key={last ?? 'newest'} last={last} index={index} onState={onChunkState} />
        ))}
        <p ref={sentinel} className={styles.footer} role="status" aria-live="polite">
          {tail.status === 'loading' ? t('updateLog.loading') : tail.status === 'loaded' && tail.isLast ? '•' : ''}
        </p>
      </section>
    </PageFrame>
  );
}
