import { inlineStylesheets, linkedStylesheets } from './inline-stylesheets';

const HTML =
  '<head><link rel="preload" href="/remotes.json" as="fetch"><link href="/main.abc123.css" rel="stylesheet">' +
  '<link rel="stylesheet" href="https://cdn.example/x.css"><link rel="manifest" href="/manifest.webmanifest" /></head>';

describe('linkedStylesheets', () => {
  it("lists the shell's own stylesheets, not preloads, manifests or other origins", () => {
    expect(linkedStylesheets(HTML)).toEqual(['/main.abc123.css']);
  });
});

describe('inlineStylesheets', () => {
  it('puts the text where the link stood and leaves the other links', () => {
    expect(inlineStylesheets(HTML, new Map([['/main.abc123.css', 'a{color:red}']]))).toBe(
      '<head><link rel="preload" href="/remotes.json" as="fetch"><style>a{color:red}</style>' +
        '<link rel="stylesheet" href="https://cdn.example/x.css"><link rel="manifest" href="/manifest.webmanifest" /></head>',
    );
  });

  it('keeps a link whose text it was not given', () => {
    expect(inlineStylesheets(HTML, new Map())).toBe(HTML);
  });

  it('cannot let a stylesheet end its element', () => {
    expect(inlineStylesheets(HTML, new Map([['/main.abc123.css', 'a{}</style><script>x</script>']]))).not.toContain('</style><script>');
  });
});
