// One Jest project per package, the same whether the root runs every package (jest.config.js) or a
// remote runs its own tests alone (remotes/<name>/jest.config.js: `pnpm --filter remote-<name> test`).
const path = require('node:path');

const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

const moduleNameMapper = {
  '^shared-domain/(.*)$': path.join(__dirname, 'shared-domain/src/$1'),
  '^shared-ui/(.*)$': path.join(__dirname, 'shared-ui/src/$1'),
  '\\.css$': 'identity-obj-proxy',
};

/**
 * The project of the package in `dir` (relative to the repository), in a node or jsdom environment;
 * jsdom's, and a node project with `catalogues`, load the unit's words in English first.
 */
function jestProject(dir, testEnvironment, { displayName = dir, folders = '{src,server,scripts}', catalogues = false } = {}) {
  return {
    displayName,
    rootDir: path.join(__dirname, dir),
    testEnvironment: testEnvironment === 'jsdom' ? path.join(__dirname, 'shared-ui/src/dev/jsdom-environment.js') : testEnvironment,
    // .mjs too: a test may read the repository's ESM configs (ports.config.mjs), which Jest on Node 20 cannot require untransformed.
    // A message catalogue first: the first pattern that matches a file is the one Jest uses.
    transform: {
      '[\\\\/]messages[\\\\/][a-z]{2}\\.ts$': path.join(__dirname, 'messages-jest-transform.cjs'),
      '^.+\\.(mjs|(t|j)sx?)$': swc,
    },
    moduleNameMapper,
    testMatch: [`<rootDir>/${folders}/**/*.test.ts?(x)`],
    setupFilesAfterEnv: [
      path.join(__dirname, 'shared-ui/src/dev/jest-timeouts.ts'),
      ...(testEnvironment === 'jsdom' || catalogues ? [path.join(__dirname, 'shared-ui/src/dev/jest-catalogues.ts')] : []),
      ...(testEnvironment === 'jsdom' ? [path.join(__dirname, 'shared-ui/src/dev/jest-setup.ts')] : []),
    ],
  };
}

/**
 * A package with a browser side and a server side: its src/ tests in jsdom, its server/ and scripts/
 * tests in Node, as they run (jsdom's own URL and globals made server code several times slower).
 */
const browserAndServerProjects = (dir) => [
  jestProject(dir, 'jsdom', { folders: 'src' }),
  jestProject(dir, 'node', { displayName: `${dir} (server)`, folders: '{server,scripts}', catalogues: true }),
];

// The remotes of the local site's /remotes.json (ports.config.mjs), so a new remote's tests run without a list to update.
const { REMOTE_IDS: REMOTES } = require('./ports.config.mjs');

module.exports = { jestProject, browserAndServerProjects, REMOTES };
