import { useEffect } from 'react';

/** The static cover in index.html stays until the first route has rendered. */
export function useHideLoadingCover() {
  useEffect(() => {
    document.getElementById('loading-cover')?.classList.add('hidden');
  }, []);
}
