import { afterPaintPreloadsElement, splitForFirstPaint } from './after-paint-preloads';

describe('splitForFirstPaint', () => {
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
    expect(splitForFirstPaint(header)).toEqual({
      header: '</images/story-cards/1.svg>; rel=preload; as=image; fetchpriority=high',
      afterPaint: [
        { href: '/main.abc.js', as: 'script' },
        { href: '/remotes.json', as: 'fetch', crossorigin: true },
        { href: 'http://localhost:3003/mf-manifest.json', as: 'fetch', crossorigin: true },
        { href: 'http://localhost:3003/remoteEntry.js', as: 'script' },
        { href: '/api/story-cards/get-list?a=1,2', as: 'fetch', crossorigin: true },
      ],
    });
  });

  it('leaves no header when everything waits for the paint, and nothing to do without one', () => {
    expect(splitForFirstPaint('</api/a>; rel=preload; as=fetch; crossorigin=anonymous')).toEqual({
      header: undefined,
      afterPaint: [{ href: '/api/a', as: 'fetch', crossorigin: true }],
    });
    expect(splitForFirstPaint(undefined)).toEqual({ header: undefined, afterPaint: [] });
  });
});

describe('afterPaintPreloadsElement', () => {
  it('is a JSON element nothing in a URL can break out of', () => {
    const element = afterPaintPreloadsElement([{ href: '/api/x?q=</script><b>', as: 'fetch', crossorigin: true }]);
    expect(element).toBe(
      '<script type="application/json" id="after-paint-preloads">[{"href":"/api/x?q=\\u003c/script\\u003e\\u003cb\\u003e","as":"fetch","crossorigin":true}]</script>',
    );
    expect(afterPaintPreloadsElement([])).toBe('');
  });
});
