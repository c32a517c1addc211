// The remote's server bundle: the routes the shell's server renders, and what it preloads for them.
export { default } from '../src/routes';
export { pageServer } from './page-server';
