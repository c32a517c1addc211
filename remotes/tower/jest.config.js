// This remote's tests alone (`pnpm --filter remote-tower test`); the root's `jest` runs them with every package's.
module.exports = { projects: require('../../jest.project').browserAndServerProjects('remotes/tower') };
