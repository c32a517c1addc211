import { preloadLandingRemote } from './federation/early-remotes';

// The landing page's remote starts loading at once, beside the shell's own chunks.
void preloadLandingRemote(window.location.pathname);

// An async boundary: shared singletons are negotiated before any of them is imported.
import('./bootstrap').catch((error: unknown) => {
  console.error(error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'Sorry, you got an error: the tracker could not start. Please reload the page.';
  document.getElementById('loading-cover')?.classList.add('hidden');
});
