// @ts-check

/** On #root while the server's page has not hydrated (server-rendered.ts names it for the page's own code). */
const SERVER_RENDERED_AT = 'data-server-rendered-at';

/** That page, as the head's inline scripts find it. */
const SERVER_RENDERED_PAGE = `#root[${SERVER_RENDERED_AT}]`;

module.exports = { SERVER_RENDERED_AT, SERVER_RENDERED_PAGE };
