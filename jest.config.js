// One Jest run over every package; each package is a project so it keeps its own environment.
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

const project = (dir, testEnvironment) => ({
  displayName: dir,
  rootDir: path.join(__dirname, dir),
  testEnvironment: testEnvironment === 'jsdom' ? path.join(__dirname, 'shared-ui/src/dev/jsdom-environment.js') : testEnvironment,
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper,
  testMatch: ['<rootDir>/{src,server,scripts}/**/*.test.ts?(x)'],
  setupFilesAfterEnv: testEnvironment === 'jsdom' ? [path.join(__dirname, 'shared-ui/src/dev/jest-setup.ts')] : [],
});

module.exports = {
  projects: [
    project('shared-domain', 'node'),
    project('api-mock', 'node'),
    project('shared-ui', 'jsdom'),
    project('shell', 'jsdom'),
    ...['characters', 'prayers', 'story-cards', 'tower', 'update-log'].map((r) => project(`remotes/${r}`, 'jsdom')),
  ],
};
