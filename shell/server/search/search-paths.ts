/** The results page (the box without script, and its "see all results"). */
export const SEARCH_PAGE = '/search';
/** Where the index files are served (`index-global.json`, `index-jp.json` and their hashed copies); nginx sends them to the shell servers. */
export const SEARCH_FILES_PREFIX = '/search/';
