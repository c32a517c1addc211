import { useEffect } from 'react';
import { useUpdatesQuery } from 'shared-ui/api/general-api';
import { QueryView } from 'shared-ui/query/query-view';
import { useT } from '../messages/catalogue';
import { UpdateEntryView } from './update-entry';

export type ChunkState = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; isLast: boolean; lastNumber: number };

interface UpdatesChunkProps {
  /** Entries numbered below this one; undefined for the newest page. */
  last: number | undefined;
  index: number;
  onState: (index: number, state: ChunkState) => void;
}

/** One page of the update log (10 entries), fetched after the last entry number of the page before. */
export function UpdatesChunk({ last, index, onState }: UpdatesChunkProps) {
  const t = useT();
  const result = useUpdatesQuery(last === undefined ? {} : { last });
  const { data, isError } = result;
  useEffect(() => {
    if (data) {
      const lastEntry = data.content.at(-1);
      onState(index, { status: 'loaded', isLast: data.isLast || !lastEntry, lastNumber: lastEntry?.number ?? 0 });
    } else onState(index, isError ? { status: 'error' } : { status: 'loading' });
  }, [data, isError, index, onState]);

  return (
    <QueryView result={result} nullText={t('updateLog.null')} skeletonHeight={index === 0 ? 1200 : 400}>
      {(page) => page.content.map((entry) => <UpdateEntryView key={entry.number} entry={entry} />)}
    </QueryView>
  );
}
