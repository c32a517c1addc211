import { entryPreloadsElement, splitForPaint } from './entry-preloads';

describe('splitForPaint', () => {
  it('keeps the first images in the header, moves scripts, data and manifests to the page and drops the inline stylesheets', () => {
    const header = [
      '</images/story-cards/1.svg>; rel=preload; as=image; fetchpriority=high',
      '</main.abc.js>; rel=preload; as=script',
      '</remotes.json>; rel=preload; as=fetch; crossorigin=anonymous',
      '<http://localhost:3003/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
      '<http://localhost:3003/remoteEntry.js>; rel=preload; as=script',
      '</api/story-cards/get-list?a=1,2>; rel=preload; as=fetch; crossorigin=anonymous',
      '<http://localhost:3003/91.css>; rel=preload; as=style',
    ].join(', ');
    expect(splitForPaint(header)).toEqual({
      header: '</images/story-cards/1.svg>; rel=preload; as=image; fetchpriority=high',
      withEntry: [
        { href: '/main.abc.js', as: 'script' },
        { href: '/remotes.json', as: 'fetch', crossorigin: true },
        { href: 'http://localhost:3003/mf-manifest.json', as: 'fetch', crossorigin: true },
        { href: 'http://localhost:3003/remoteEntry.js', as: 'script' },
        { href: '/api/story-cards/get-list?a=1,2', as: 'fetch', crossorigin: true },
      ],
    });
  });

  it('leaves no header when everything waits for the paint, and nothing to do without one', () => {
    expect(splitForPaint('</api/a>; rel=preload; as=fetch; crossorigin=anonymous')).toEqual({
      header: undefined,
      withEntry: [{ href: '/api/a', as: 'fetch', crossorigin: true }],
    });
    expect(splitForPaint(undefined)).toEqual({ header: undefined, withEntry: [] });
  });
});

describe('entryPreloadsElement', () => {
  it('is a JSON element nothing in a URL can break out of', () => {
    const element = entryPreloadsElement([{ href: '/api/x?q=</script><b>', as: 'fetch', crossorigin: true }]);
    expect(element).toBe(
      '<script type="application/json" id="entry-preloads">[{"href":"/api/x?q=\\u003c/script\\u003e\\u003cb\\u003e","as":"fetch","crossorigin":true}]</script>',
    );
    expect(entryPreloadsElement([])).toBe('');
  });
});
