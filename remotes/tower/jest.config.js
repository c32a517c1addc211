// This remote's tests alone (`pnpm --filter remote-tower test`); the root's `jest` runs them with every package's.
module.exports = require('../../jest.project').jestProject('remotes/tower', 'jsdom');
