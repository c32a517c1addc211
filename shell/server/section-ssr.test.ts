import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { insertRenderedSection, sectionRenderer, stylesheetsFromLinks, withoutPreloadsLinkedBy } from './section-ssr';

const HTML =
  '<html><head><link rel="stylesheet" href="/main.css"></head><body><div id="loading-cover" role="status">Loading…</div>\n<div id="root"></div></body></html>';
const REMOTES = {
  'story-cards': { entry: 'http://remote.test/cards/mf-manifest.json' },
  prayers: { entry: 'http://remote.test/prayers/mf-manifest.json' },
};
const BUNDLE_URL = 'http://remote.test/cards/ssr/routes.js';

describe('stylesheetsFromLinks', () => {
  it('takes the as=style preloads of a Link header, in order', () => {
    const links =
      '</main.js>; rel=preload; as=script, </a.css>; rel=preload; as=style, <http://r.test/6361.css>; rel=preload; as=style, </api/x>; rel=preload; as=fetch; crossorigin=anonymous, </i.svg>; rel=preload; as=image';
    expect(stylesheetsFromLinks(links)).toEqual(['/a.css', 'http://r.test/6361.css']);
    expect(stylesheetsFromLinks(undefined)).toEqual([]);
  });
});

describe('withoutPreloadsLinkedBy', () => {
  it("drops the preloads of the stylesheets the HTML links itself, and keeps a remote's and every other preload", () => {
    const links =
      '</main.css>; rel=preload; as=style, <http://r.test/6361.css>; rel=preload; as=style, </main.js>; rel=preload; as=script, </i.svg>; rel=preload; as=image; fetchpriority=high';
    expect(withoutPreloadsLinkedBy(links, HTML, ['/main.css', 'http://r.test/6361.css'])).toBe(
      '<http://r.test/6361.css>; rel=preload; as=style, </main.js>; rel=preload; as=script, </i.svg>; rel=preload; as=image; fetchpriority=high',
    );
    // Only the stylesheets being inlined are considered; a link of the HTML not among them keeps its preload.
    expect(withoutPreloadsLinkedBy(links, HTML, [])).toBe(links);
  });
});

describe('insertRenderedSection', () => {
  const page = {
    html: '<main>Cards</main>',
    queries: [],
    at: 1_700_000_000_000,
    section: 'story-cards' as const,
    head: { title: 'Cards | Site', status: 200 as const },
  };
  const queries = '<script type="application/json" id="ssr-queries">[]</script>';
  const root =
    '<div id="root" data-server-rendered-at="1700000000000" data-server-rendered-section="story-cards"><main>Cards</main></div>' + queries;

  it('puts the page into #root with its time and section, the queries after it, and drops the cover', () => {
    expect(insertRenderedSection(HTML, page, { links: [] }, queries)).toBe(
      `<html><head><link rel="stylesheet" href="/main.css"></head><body>\n${root}</body></html>`,
    );
  });

  it('inlines the stylesheets in place of the links they replace', () => {
    const styles = { inline: '.a{color:red}\n.b{background:url("data:x</style>")}', hrefs: ['/main.css', 'http://r.test/b.css'] };
    expect(insertRenderedSection(HTML, page, styles, queries)).toBe(
      `<html><head><style>.a{color:red}\n.b{background:url("data:x<\\/style>")}</style></head><body>\n${root}</body></html>`,
    );
  });

  it('or links them, when not all of them could be had', () => {
    expect(insertRenderedSection(HTML, page, { links: ['/a.css', 'http://r.test/b.css?x="1"'] }, queries)).toContain(
      '<link rel="stylesheet" href="/main.css"><link rel="stylesheet" href="/a.css"><link rel="stylesheet" href="http://r.test/b.css?x=&quot;1&quot;"></head>',
    );
  });

  it('leaves an HTML file without an empty #root as it is', () => {
    const other = '<html><head></head><body><div id="app"></div></body></html>';
    expect(insertRenderedSection(other, { ...page, section: 'prayers' }, { links: [] }, '')).toBe(other);
  });
});

describe('sectionRenderer', () => {
  let dir: string;
  let file: string;
  let bundle: string;
  let bundleFetches: number;
  const fetchImpl = (async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url !== BUNDLE_URL) return new Response('not found', { status: 404 });
    bundleFetches++;
    return new Response(bundle);
  }) as typeof fetch;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'section-ssr-'));
    file = path.join(dir, 'render-section.js');
    // A stand-in for dist-ssr/render-section.js: it echoes what it was given.
    fs.writeFileSync(
      file,
      `exports.loadSharedModules = async () => new Map([['react', { tag: 'shared-react' }]]);
       let n = 0;
       exports.renderSection = async (input) => input.url.includes('fail') ? null
         : { html: '<p>' + [input.sectionId, input.url, input.routes.build, input.now, input.apiOrigin, ++n].join(' ') + '</p>', queries: [{ endpoint: 'storyCardList' }] };`,
    );
    // A remote's server bundle: its shared imports come from the shell's modules.
    bundle = `const react = require('react'); exports.default = { contractVersion: 1, section: 'story-cards', routes: [], build: react.tag + '@7' };`;
    bundleFetches = 0;
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const renderer = (options: Partial<Parameters<typeof sectionRenderer>[0]> = {}) =>
    sectionRenderer({ file, remotes: () => REMOTES, apiUrl: 'http://api.test', fetchImpl, log: jest.fn(), ...options });

  it("renders a section's canonical page with the remote's bundle evaluated against the shell's shared modules", async () => {
    const render = renderer({ now: () => 5_000 });
    expect(await render('/story-cards?rarity=5')).toEqual({
      html: '<p>story-cards /story-cards?rarity=5 shared-react@7 5000 http://api.test 1</p>',
      queries: [{ endpoint: 'storyCardList' }],
      head: null, // this stand-in renderer does not tell
      at: 5_000,
      section: 'story-cards',
    });
  });

  it("hands on the remote's page functions from the same bundle, once per bundle; none from a bundle without them", async () => {
    bundle += ` exports.pageServer = { firstData: (url) => ['/api/story-cards/get-list' + url.search] };`;
    const render = renderer();
    const server = await render.pageServer('story-cards');
    expect(server?.firstData(new URL('http://x/story-cards?a=1'))).toEqual(['/api/story-cards/get-list?a=1']);
    await render('/story-cards');
    expect(bundleFetches).toBe(1);
    expect(await render.pageServer('prayers')).toBeNull(); // 404 for its bundle
    bundle = bundle.replace(/ exports\.pageServer = .*$/, '');
    expect(await renderer().pageServer('story-cards')).toBeNull();
  });

  it("renders a ?character= link's modal with the characters remote's body and its expose's stylesheets; none without a valid id or a body", async () => {
    fs.appendFileSync(
      file,
      `\nexports.renderCharacterModal = async (input) => '<div role="dialog">' + [input.id, input.url, input.Body.name, input.apiOrigin].join(' ') + '</div>';`,
    );
    const charactersEntry = 'http://remote.test/characters/mf-manifest.json';
    let characters = `exports.default = { contractVersion: 1, section: 'characters', routes: [] };
      exports.characterModal = { contractVersion: 1, Body: function Body() { return null; } };`;
    const withCharacters = (async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === 'http://remote.test/characters/ssr/routes.js') return new Response(characters);
      if (url === charactersEntry)
        return Response.json({ exposes: [{ path: './character-modal', assets: { css: { sync: ['1320.ab.css'], async: [] } } }] });
      return fetchImpl(input);
    }) as typeof fetch;
    const remotes = () => ({ ...REMOTES, characters: { entry: charactersEntry } });
    const render = renderer({ fetchImpl: withCharacters, remotes });
    expect(await render.characterModal('/story-cards?rarity=5&character=1001')).toEqual({
      html: '<div role="dialog">1001 /story-cards?rarity=5&character=1001 Body http://api.test</div>',
      stylesheets: ['http://remote.test/characters/1320.ab.css'],
    });
    expect(await render.characterModal('/story-cards?character=abc')).toBeNull();
    expect(await render.characterModal('/story-cards')).toBeNull();
    // A characters remote built before the modal's body was exported: the browser opens the modal.
    characters = characters.replace(/exports\.characterModal = .*;/, '');
    expect(await renderer({ fetchImpl: withCharacters, remotes }).characterModal('/?character=7')).toBeNull();
  });

  it("waits longer for a ?character= link's modal than for a page: modalTimeoutMs, not timeoutMs", async () => {
    fs.appendFileSync(
      file,
      `\nexports.renderCharacterModal = (input) => new Promise((resolve) => setTimeout(() => resolve('<div role="dialog">' + input.id + '</div>'), 100));`,
    );
    const charactersEntry = 'http://remote.test/characters/mf-manifest.json';
    const withCharacters = (async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === 'http://remote.test/characters/ssr/routes.js')
        return new Response(`exports.default = { contractVersion: 1, section: 'characters', routes: [] };
          exports.characterModal = { contractVersion: 1, Body: function Body() { return null; } };`);
      if (url === charactersEntry) return Response.json({ exposes: [] });
      return fetchImpl(input);
    }) as typeof fetch;
    const remotes = () => ({ ...REMOTES, characters: { entry: charactersEntry } });
    const patient = renderer({ fetchImpl: withCharacters, remotes, timeoutMs: 20, modalTimeoutMs: 2_000 });
    expect(await patient.characterModal('/?character=1001')).toEqual({ html: '<div role="dialog">1001</div>', stylesheets: [] });
    const hasty = renderer({ fetchImpl: withCharacters, remotes, timeoutMs: 2_000, modalTimeoutMs: 20 });
    expect(await hasty.characterModal('/?character=1001')).toBeNull();
  });

  it("passes on the head the page set while it rendered, and the shell pages' heads", async () => {
    fs.writeFileSync(
      file,
      `exports.loadSharedModules = async () => new Map([['react', {}]]);
       exports.renderSection = async (input) => ({ html: '<p>x</p>', queries: [], head: { title: input.url + ' | Site', status: input.url.includes('nope') ? 404 : 200 } });
       exports.renderShellPage = (input) => ({ html: '<main>' + input.url + ' at ' + input.now + '</main>', head: { title: input.url + ' | Site', status: 200 } });`,
    );
    const render = renderer({ now: () => 7 });
    expect((await render('/story-cards'))?.head).toEqual({ title: '/story-cards | Site', status: 200 });
    expect((await render('/story-cards/nope'))?.head).toEqual({ title: '/story-cards/nope | Site', status: 404 });
    expect(render.shellPage('/menu')).toEqual({ html: '<main>/menu at 7</main>', head: { title: '/menu | Site', status: 200 }, at: 7 });
  });

  it("without a shell page renderer (a build before them), or when it fails, a shell page is the browser's", () => {
    const log = jest.fn();
    expect(renderer({ log }).shellPage('/menu')).toBeNull(); // this stand-in has no renderShellPage
    fs.writeFileSync(
      file,
      `exports.loadSharedModules = async () => new Map(); exports.renderShellPage = () => { throw new Error('boom'); };`,
    );
    expect(renderer({ log }).shellPage('/menu')).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('boom'));
    expect(renderer({ file: path.join(dir, 'missing.js') }).shellPage('/menu')).toBeNull();
  });

  it('gives null (the browser renders) for a shell page, an alias, a remote without a server bundle, and a failed render', async () => {
    const render = renderer();
    expect(await render('/')).toBeNull();
    expect(await render('/settings')).toBeNull();
    expect(await render('/cards')).toBeNull(); // an alias of /story-cards: it redirects in the browser
    expect(await render('/prayers')).toBeNull(); // 404 for its bundle
    expect(await render('/story-cards?fail=1')).toBeNull();
  });

  it('gives null when the bundle asks for a module the shell does not share, or is not a routes module', async () => {
    const log = jest.fn();
    bundle = `require('left-pad'); exports.default = {};`;
    expect(await renderer({ log })('/story-cards')).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('left-pad'));
    bundle = `exports.default = { routes: 'no' };`;
    expect(await renderer({ log })('/story-cards')).toBeNull();
  });

  it('reuses a rendering of the same URL for maxAgeMs and fetches the bundle again after remoteMaxAgeMs', async () => {
    let now = 0;
    const render = renderer({ now: () => now, maxAgeMs: 1_000, remoteMaxAgeMs: 10_000 });
    expect((await render('/story-cards'))?.html).toMatch(/ 1<\/p>$/);
    now = 900;
    expect((await render('/story-cards'))?.html).toMatch(/ 1<\/p>$/);
    now = 1_000;
    expect((await render('/story-cards'))?.html).toMatch(/ 2<\/p>$/);
    expect(bundleFetches).toBe(1);
    bundle = bundle.replace('@7', '@8'); // the remote is redeployed
    now = 10_000;
    expect((await render('/story-cards'))?.html).toContain('shared-react@8');
    expect(bundleFetches).toBe(2);
  });

  it('evaluates a bundle again only when the remote sends another one', async () => {
    let now = 0;
    // Each evaluation counts itself on the shell's shared module.
    bundle = `const react = require('react'); react.evaluated = (react.evaluated ?? 0) + 1; exports.default = { contractVersion: 1, section: 'story-cards', routes: [], build: 'b' + react.evaluated };`;
    const render = renderer({ now: () => now, maxAgeMs: 0, remoteMaxAgeMs: 10_000 });
    expect((await render('/story-cards'))?.html).toMatch(/ b1 /);
    for (const t of [10_000, 20_000, 30_000]) {
      now = t;
      await render('/story-cards');
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(bundleFetches).toBe(4);
    now = 30_500;
    expect((await render('/story-cards'))?.html).toMatch(/ b1 /);
  });

  it('keeps waiting for a bundle that takes seconds to arrive (a busy machine), and renders with it', async () => {
    // The fetch honours its abort signal as a real one does; the answer comes after 2.5 s.
    const slowFetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        setTimeout(() => (init?.signal?.aborted ? reject(init.signal.reason) : resolve(fetchImpl(input))), 2_500);
      })) as typeof fetch;
    const render = renderer({ fetchImpl: slowFetch, timeoutMs: 5_000 });
    expect((await render('/story-cards'))?.html).toMatch(/^<p>story-cards \/story-cards shared-react@7 /);
  });

  it('answers null after timeoutMs and keeps the rendering for the next request', async () => {
    fs.writeFileSync(
      file,
      `exports.loadSharedModules = async () => new Map([['react', {}]]);
      exports.renderSection = () => new Promise((resolve) => setTimeout(() => resolve({ html: '<p>slow</p>', queries: [] }), 100));`,
    );
    const render = renderer({ timeoutMs: 20 });
    expect(await render('/story-cards')).toBeNull();
    await new Promise((r) => setTimeout(r, 150));
    expect((await render('/story-cards'))?.html).toBe('<p>slow</p>');
  });

  it("a page without a query that misses the deadline gets its last rendering, up to staleMaxAgeMs old, with that rendering's time", async () => {
    fs.writeFileSync(
      file,
      `exports.loadSharedModules = async () => new Map([['react', {}]]);
      let n = 0;
      exports.renderSection = (input) => new Promise((resolve) => setTimeout(() => resolve({ html: '<p>' + input.url + ' ' + (++n) + '</p>', queries: [] }), n === 0 ? 0 : 100));`,
    );
    let now = 1_000;
    const render = renderer({ now: () => now, timeoutMs: 20, maxAgeMs: 2_000, staleMaxAgeMs: 60_000 });
    expect(await render('/story-cards')).toMatchObject({ html: '<p>/story-cards 1</p>', at: 1_000 });
    // A query's page has no last rendering to stand in: it keeps the plain answer.
    expect(await render('/story-cards?rarity=5')).toBeNull();
    now = 50_000; // the rendering has aged past maxAgeMs, and the next render is slow
    expect(await render('/story-cards')).toMatchObject({ html: '<p>/story-cards 1</p>', at: 1_000 });
    await new Promise((r) => setTimeout(r, 150));
    expect(await render('/story-cards')).toMatchObject({ html: '<p>/story-cards 3</p>', at: 50_000 });
    now = 50_000 + 60_000; // past staleMaxAgeMs: none
    expect(await render('/story-cards')).toBeNull();
  });

  it('forgets the last renderings when the remote sends another bundle', async () => {
    fs.writeFileSync(
      file,
      `exports.loadSharedModules = async () => new Map([['react', {}]]);
      let n = 0;
      exports.renderSection = (input) => new Promise((resolve) => setTimeout(() => resolve({ html: '<p>' + input.routes.build + '</p>', queries: [] }), n++ === 0 ? 0 : 100));`,
    );
    bundle = `exports.default = { contractVersion: 1, section: 'story-cards', routes: [], build: 'old' };`;
    let now = 0;
    const render = renderer({ now: () => now, timeoutMs: 20, maxAgeMs: 1_000, remoteMaxAgeMs: 10_000, staleMaxAgeMs: 60_000 });
    expect((await render('/story-cards'))?.html).toBe('<p>old</p>');
    bundle = bundle.replace("'old'", "'new'"); // the remote is redeployed, and its first render is slow
    now = 10_000;
    expect(await render('/story-cards')).toBeNull();
    await new Promise((r) => setTimeout(r, 150));
    expect((await render('/story-cards'))?.html).toBe('<p>new</p>');
  });

  it('starts no render past maxWaiting unfinished ones: a burst of distinct URLs is rendered in the browser', async () => {
    fs.writeFileSync(
      file,
      `exports.loadSharedModules = async () => new Map([['react', {}]]);
      exports.renderSection = (input) => new Promise((resolve) => setTimeout(() => resolve({ html: '<p>' + input.url + '</p>', queries: [] }), 50));`,
    );
    const render = renderer({ maxWaiting: 2, timeoutMs: 1_000 });
    const answers = await Promise.all(['/story-cards?a=1', '/story-cards?a=2', '/story-cards?a=3'].map((url) => render(url)));
    expect(answers.map((a) => a?.html ?? null)).toEqual(['<p>/story-cards?a=1</p>', '<p>/story-cards?a=2</p>', null]);
    expect((await render('/story-cards?a=4'))?.html).toBe('<p>/story-cards?a=4</p>'); // the burst is over
  });

  it('without the shell renderer built, renders nothing', async () => {
    expect(await renderer({ file: path.join(dir, 'missing.js') })('/story-cards')).toBeNull();
  });
});
