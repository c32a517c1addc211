/** A remotes.json with every section on its local port, as `npm start` serves them. */
export const TEST_REMOTES = {
  characters: { entry: 'http://localhost:3001/mf-manifest.json' },
  prayers: { entry: 'http://localhost:3002/mf-manifest.json' },
  'story-cards': { entry: 'http://localhost:3003/mf-manifest.json' },
  tower: { entry: 'http://localhost:3004/mf-manifest.json' },
  'update-log': { entry: 'http://localhost:3005/mf-manifest.json' },
};
