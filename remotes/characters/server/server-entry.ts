import { LOCALES } from 'shared-domain/i18n/locales';
import { catalogue } from '../src/messages/catalogue';

// The remote's server bundle: the routes the shell's server renders, what it preloads for them, and
// the character modal's body (the shell's server renders a `?character=` link's dialog with it).
export { default } from '../src/routes';
export { pageServer } from './page-server';
export { default as characterModal } from '../src/character-modal/character-modal';

// The shell's server renders the modal over any section's page, where it loaded no words of this
// section: every language's are loaded once, with the bundle, so the modal's first pass has them.
Promise.all(LOCALES.map((locale) => catalogue.load(locale))).catch((error: unknown) => {
  // Each render and each link's head asks again for the words it needs.
  console.error('[characters] the words could not be loaded with the server bundle', error);
});
