import { useLocation } from 'react-router-dom';
import { manifestPageFor } from 'shared-domain/federation/page-manifest';
import { useSitePages } from '../routing/site-pages';

/** Whether the page shown fills the screen with its own view (its manifest says so): the footer steps aside. */
export function useFullScreenPage(): boolean {
  const { pathname } = useLocation();
  const site = useSitePages();
  return site !== null && manifestPageFor(site.manifests, pathname.replace(/\/+$/, '') || '/')?.fullScreen === true;
}
