import { useEffect } from 'react';

export const SITE_NAME = 'Touhou LostWord Tracker';

/** Every page title carries the site-name suffix. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title === SITE_NAME ? SITE_NAME : `${title} | ${SITE_NAME}`;
  }, [title]);
}
