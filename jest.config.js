// One Jest run over every package; each package is a project so it keeps its own environment. A
// remote's own jest.config.js builds the same project, for running that remote's tests alone.
const { jestProject, browserAndServerProjects, REMOTES } = require('./jest.project');

module.exports = {
  // Measured over the whole suite on this 2-core machine: three workers finish sooner than two, two than one
  // (a worker loading modules or waiting on the in-process API leaves a core idle; docs/testing.md).
  maxWorkers: 3,
  projects: [
    jestProject('shared-domain', 'node'),
    jestProject('api-mock', 'node'),
    jestProject('shared-ui', 'jsdom'),
    ...browserAndServerProjects('shell'),
    ...REMOTES.flatMap((r) => browserAndServerProjects(`remotes/${r}`)),
    // The benches' pure logic (medians, budgets, tables).
    { ...jestProject('e2e', 'node'), testMatch: ['<rootDir>/bench/**/*.test.ts'] },
    // The nginx configuration generator, against the headers the node servers send.
    { ...jestProject('deploy', 'node'), testMatch: ['<rootDir>/*.test.ts'] },
  ],
};
