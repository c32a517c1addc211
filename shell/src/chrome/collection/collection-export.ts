import type { Collection } from 'shared-domain/collection/collection-model';
import { exportCollection, exportFileName } from '../../store/collection-file';
import { collectionChanged } from 'shared-domain/collection/collection-slice';
import type { AppDispatch } from 'shared-domain/store/app-store';

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves the collection to a file and starts the export reminder's count again. */
export function exportToFile(collection: Collection, dispatch: AppDispatch) {
  const now = new Date();
  download(exportFileName(now), exportCollection(collection, now));
  dispatch(collectionChanged({ kind: 'exported' }));
}
