import { setPageManifests } from '../routing/site-pages';
import { remoteManifests } from '../routing/test-support/remote-manifests';
import { NAVIGATING_ATTRIBUTE } from './navigation-sign';
import { followLinksToUnloadedSections } from './section-links';

beforeAll(() => setPageManifests(remoteManifests()));

let stop = () => undefined as void;
/** What the page's router (a listener on the root, below the document) saw. */
let routerSaw: string[] = [];
beforeEach(() => {
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = `<div id="root">
    <a id="prayers" href="/prayers">Prayers</a>
    <a id="alias" href="/prayer-list">Prayer list</a>
    <a id="tower" href="/tower">Tower</a>
    <a id="settings" href="/settings">Settings</a>
    <a id="reimu" href="/characters/release-order?character=1001">Reimu</a>
    <a id="elsewhere" href="https://example.com/prayers">Elsewhere</a>
    <a id="new-tab" href="/prayers" target="_blank">New tab</a>
  </div>`;
  routerSaw = [];
  document.getElementById('root')!.addEventListener('click', (event) => {
    routerSaw.push((event.target as Element).id);
    event.preventDefault();
  });
  document.documentElement.removeAttribute(NAVIGATING_ATTRIBUTE);
  stop = followLinksToUnloadedSections((id) => id === 'tower');
});
afterEach(() => stop());

const click = (id: string, init: MouseEventInit = {}) =>
  document.getElementById(id)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));

it('leaves a link to a section not loaded here to the browser (its alias too), with the progress bar', () => {
  click('prayers');
  click('alias');
  expect(routerSaw).toEqual([]);
  expect(document.documentElement.getAttribute(NAVIGATING_ATTRIBUTE)).toBe('');
});

it("lets the page change to a loaded section, to the shell's own pages and open a character's modal", () => {
  click('tower');
  click('settings');
  click('reimu');
  expect(routerSaw).toEqual(['tower', 'settings', 'reimu']);
  expect(document.documentElement.hasAttribute(NAVIGATING_ATTRIBUTE)).toBe(false);
});

it('keeps to the section open, and leaves other sites, other windows and modified clicks alone', () => {
  window.history.replaceState(null, '', '/prayers');
  click('prayers');
  window.history.replaceState(null, '', '/');
  click('elsewhere');
  click('new-tab');
  click('prayers', { ctrlKey: true });
  expect(routerSaw).toEqual(['prayers', 'elsewhere', 'new-tab', 'prayers']);
  expect(document.documentElement.hasAttribute(NAVIGATING_ATTRIBUTE)).toBe(false);
});
