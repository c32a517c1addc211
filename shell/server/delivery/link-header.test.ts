import { linkEntries } from './link-header';

describe('linkEntries', () => {
  it('splits a header into its entries, each with its URL', () => {
    const header =
      '</a.js>; rel=preload; as=script, <http://localhost:3001/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous';
    expect(linkEntries(header)).toEqual([
      { entry: '</a.js>; rel=preload; as=script', href: '/a.js' },
      {
        entry: '<http://localhost:3001/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
        href: 'http://localhost:3001/mf-manifest.json',
      },
    ]);
  });

  it('keeps a comma inside a URL', () => {
    expect(linkEntries('</api/x?ids=1,2>; rel=preload; as=fetch').map((e) => e.href)).toEqual(['/api/x?ids=1,2']);
  });
});
