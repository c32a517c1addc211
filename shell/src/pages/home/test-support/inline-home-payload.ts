import type { HomeResponse } from 'shared-domain/schemas/api/general';
import { resetInlinedHomeForTests } from '../inlined-home';

/** The page as the shell's server sends it: the home payload in its JSON script element (one at a time). */
export function inlineHomePayload(body: HomeResponse): void {
  resetInlinedHomeForTests();
  document.getElementById('home-data')?.remove();
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = 'home-data';
  el.textContent = JSON.stringify(body);
  document.head.append(el);
}
