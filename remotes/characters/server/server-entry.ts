// The remote's server bundle: the routes the shell's server renders, what it preloads for them, and
// the character modal's body (the shell's server renders a `?character=` link's dialog with it).
export { default } from '../src/routes';
export { pageServer } from './page-server';
export { default as characterModal } from '../src/character-modal/character-modal';
