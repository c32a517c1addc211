import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { homeRenderer } from './home-ssr';

describe('homeRenderer', () => {
  let dir: string;
  let file: string;
  const write = (body: string, mtime: number) => {
    fs.writeFileSync(file, body);
    fs.utimesSync(file, new Date(mtime), new Date(mtime));
  };
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'home-ssr-'));
    file = path.join(dir, 'render-home.js');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('renders with the parsed payload at the current time, and reuses a rendering of the same payload for maxAgeMs', () => {
    write('let n = 0; exports.renderHome = (payload, now) => `<p>${payload.title} ${now} #${++n}</p>`;', 1_000_000);
    let now = 5_000;
    const render = homeRenderer({ file, now: () => now, maxAgeMs: 1_000 });
    expect(render('{"title":"Home"}')).toEqual({ html: '<p>Home 5000 #1</p>', at: 5_000, head: null });
    now = 5_900;
    expect(render('{"title":"Home"}')).toEqual({ html: '<p>Home 5000 #1</p>', at: 5_000, head: null });
    expect(render('{"title":"Other"}')).toEqual({ html: '<p>Other 5900 #2</p>', at: 5_900, head: null });
    now = 7_000;
    expect(render('{"title":"Other"}')).toEqual({ html: '<p>Other 7000 #3</p>', at: 7_000, head: null });
  });

  it("gives the page's head with it when the renderer tells it (and none from a renderer built before heads)", () => {
    write(
      `exports.renderHome = () => '<p>old</p>';
       exports.renderHomePage = (payload) => ({ html: '<p>new</p>', head: { title: payload.title + ' | Site', status: 200 } });`,
      1_000_000,
    );
    expect(homeRenderer({ file, now: () => 1 })('{"title":"Home"}')).toEqual({
      html: '<p>new</p>',
      at: 1,
      head: { title: 'Home | Site', status: 200 },
    });
  });

  it('loads the renderer again when its file changes (a redeployed shell)', () => {
    write('exports.renderHome = () => "<p>one</p>";', 1_000_000);
    let now = 0;
    const render = homeRenderer({ file, now: () => (now += 2_000) });
    expect(render('{}')?.html).toBe('<p>one</p>');
    write('exports.renderHome = () => "<p>two</p>";', 2_000_000);
    expect(render('{}')?.html).toBe('<p>two</p>');
  });

  it('gives null, so the browser renders the page, without a renderer or when it fails', () => {
    const log = jest.fn();
    expect(homeRenderer({ file: path.join(dir, 'missing.js'), log })('{}')).toBeNull();
    write('exports.renderHome = () => { throw new Error("window is not defined"); };', 1_000_000);
    expect(homeRenderer({ file, log })('{}')).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('window is not defined'));
    write('exports.renderHome = () => "<p>ok</p>";', 2_000_000);
    expect(homeRenderer({ file, log })('not json')).toBeNull();
  });
});
