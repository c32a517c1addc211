// @ts-check

/** The server's page before it has hydrated, as the head's inline scripts find it (server-rendered.ts names its attribute). */
const SERVER_RENDERED_PAGE = '#root[data-server-rendered-at]';

module.exports = { SERVER_RENDERED_PAGE };
