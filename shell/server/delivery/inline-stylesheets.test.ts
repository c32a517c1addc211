import { linkedStylesheets, withStylesInline } from './inline-stylesheets';

const HTML =
  '<head><link rel="preload" href="/remotes.json" as="fetch"><link href="/main.abc123.css" rel="stylesheet">' +
  '<link rel="stylesheet" href="https://cdn.example/x.css"><link rel="manifest" href="/manifest.webmanifest" /></head>';

describe('linkedStylesheets', () => {
  it("lists the shell's own stylesheets, not preloads, manifests or other origins", () => {
    expect(linkedStylesheets(HTML)).toEqual(['/main.abc123.css']);
  });
});

describe('withStylesInline', () => {
  it('drops the links it replaces, keeps the others, and puts the text at the end of the head', () => {
    expect(withStylesInline(HTML, ['/main.abc123.css'], 'a{color:red}')).toBe(
      '<head><link rel="preload" href="/remotes.json" as="fetch">' +
        '<link rel="stylesheet" href="https://cdn.example/x.css"><link rel="manifest" href="/manifest.webmanifest" />' +
        '<style>a{color:red}</style></head>',
    );
  });

  it('cannot let a stylesheet end its element', () => {
    expect(withStylesInline(HTML, ['/main.abc123.css'], 'a{}</style><script>x</script>')).not.toContain('</style><script>');
  });
});
