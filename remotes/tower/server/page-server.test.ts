import { pageServer } from './page-server';

const at = (path: string) => pageServer.firstData(new URL(path, 'http://shell.test'));

describe('the stage pages’ first data', () => {
  it.each([
    ['/stages/scarlet-devil-tower', ['/api/towers/get-list', '/api/towers/get-detail?floor=1']],
    ['/stages/scarlet-devil-tower?floor=12', ['/api/towers/get-list', '/api/towers/get-detail?floor=12']],
    ['/stages/scarlet-devil-tower?floor=-1', ['/api/towers/get-list', '/api/towers/get-detail?floor=1']],
    ['/stages/scarlet-devil-tower?floor=7th', ['/api/towers/get-list', '/api/towers/get-detail?floor=7']],
    ['/stages/scarlet-devil-tower/rewards', ['/api/towers/get-rewards']],
    ['/stages', []],
  ])('%s preloads %j', (path, expected) => {
    expect(at(path)).toEqual(expected);
  });
});
