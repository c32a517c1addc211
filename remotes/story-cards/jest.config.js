// This remote's tests alone (`pnpm --filter remote-story-cards test`); the root's `jest` runs them with every package's.
module.exports = require('../../jest.project').jestProject('remotes/story-cards', 'jsdom');
