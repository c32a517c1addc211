import { aliasLoader } from './alias-loader';

const run = (url: string) => {
  try {
    return aliasLoader({ request: new Request(`http://localhost${url}`), params: {}, context: undefined } as never);
  } catch (thrown) {
    return thrown as Response;
  }
};

describe('aliasLoader', () => {
  it('redirects an alias to its canonical page, keeping the query', () => {
    const response = run('/stage/tower?floor=4') as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/stages/scarlet-devil-tower?floor=4');
  });
  it('lets canonical and unknown paths through', () => {
    expect(run('/characters/release-order')).toBeNull();
    expect(run('/definitely/unknown')).toBeNull();
  });
});
