import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Navbar } from './navbar';
import { Footer } from './footer';
import { useHideLoadingCover } from './use-hide-loading-cover';

export function AppLayout() {
  useHideLoadingCover();
  return (
    <>
      <Navbar />
      <main id="content">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
