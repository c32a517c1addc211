// What a player on a phone gets when they act before the page is ready: Chromium at 4× CPU on
// Lighthouse's slow 4G, 390×844, a fresh load per try, the player acting at a fixed time after the
// first contentful paint. Taps are mouse clicks at the element's box (a locator's click would wait
// until the element is "ready" and so hide a lost tap). An input is lost when nothing visible
// follows it within 30 s. Prints the median answer per scenario and delay; exits non-zero on a lost
// input or a breached budget. FIRST_TAP_DEBUG=1 also prints the page's long animation frames
// (with their scripts) from just before each act: what the answer waited for; and where a first sign
// came from (the page's own report, or only what the bench saw).
import type { Browser, Page } from '@playwright/test';
import { simulatorPrayer } from './bench-pages';
import { SLOW_4G, launchChromium, median, throttle } from './browser-measure';
import { startServers } from './serve-for-bench';
import { FIRST_TAP_BUDGETS, breaches, type Answer, type ScenarioKind } from './first-tap-budgets';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DELAYS = (process.env.FIRST_TAP_DELAYS ?? '0,500,1000,2000,4000').split(',').map(Number);
const LOST_AFTER_MS = 30_000;

/** Every event's Event Timing entry (16 ms and over), reported to the bench from each document. */
const EVENT_TIMING = `new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__firstTapEvent({ name: e.name, duration: e.duration, interactionId: e.interactionId || 0 });
}).observe({ type: 'event', durationThreshold: 16, buffered: true });`;

/**
 * When the page shows a link's progress bar (`html[data-navigating]`), in the page's own clock: ms
 * from the tap's first touch (its pointerdown) to the frame after the attribute was set (a timer after the next
 * animation frame runs once that frame is painted). Reported before the page is left; polling from
 * the bench cannot see it on a page that is being left.
 */
const SIGN_TIMING = `(() => {
  let tappedAt = null;
  document.addEventListener('pointerdown', (e) => { if (e.isTrusted) tappedAt = e.timeStamp; }, true);
  new MutationObserver(() => {
    if (tappedAt === null || !document.documentElement.hasAttribute('data-navigating')) return;
    const since = tappedAt;
    tappedAt = null;
    requestAnimationFrame(() => setTimeout(() => window.__firstTapSign(performance.now() - since), 0));
  // The document, not its element: an init script runs before <html> is parsed.
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-navigating'] });
})();`;

/**
 * FIRST_TAP_DEBUG=1: the long animation frames with their scripts of the page acted on, printed
 * around each act. Reported as they come: a page being left cannot be asked afterwards.
 */
const DEBUG = !!process.env.FIRST_TAP_DEBUG;
const LONG_FRAMES = `if (window.top === window) new PerformanceObserver((list) => {
  for (const f of list.getEntries())
    window.__firstTapFrame({ page: location.pathname, at: Math.round(f.startTime), ms: Math.round(f.duration), block: Math.round(f.blockingDuration),
      scripts: f.scripts.map((s) => s.invoker + ' ' + (s.sourceFunctionName || '') + ' ' + s.sourceURL.split('/').pop() + ' ' + Math.round(s.duration)) });
}).observe({ type: 'long-animation-frame', buffered: true });`;

interface LongFrame {
  page: string;
  at: number;
}

interface EventEntry {
  name: string;
  duration: number;
  interactionId: number;
}

interface Scenario {
  label: string;
  kind: ScenarioKind;
  path: string;
  /** Acts at the moment given and returns what the player saw. */
  act: (page: Page) => Promise<Omit<Answer, 'inp' | 'keyMs'>>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** The progress bar's times the page of the current try reported (SIGN_TIMING). */
const signs: number[] = [];

/**
 * Waits for a condition in the page, through navigations, and returns the ms since `since` (null:
 * lost). A function, not a string: the site's CSP forbids evaluating strings.
 */
async function until(page: Page, condition: (arg: string) => boolean, arg: string, since: number): Promise<number | null> {
  const deadline = since + LOST_AFTER_MS;
  while (Date.now() < deadline) {
    try {
      await page.waitForFunction(condition, arg, { timeout: Math.max(1, deadline - Date.now()), polling: 16 });
      return Date.now() - since;
    } catch (error) {
      if (!/context was destroyed|navigation|Target closed/i.test(String(error))) return null;
    }
  }
  return null;
}

/**
 * The centre of the first element matching `selector` (and `text`, a regular expression's source,
 * when given) that is shown, scrolled to the middle of the screen first, and its title.
 */
async function boxOf(page: Page, selector: string, text = ''): Promise<{ x: number; y: number; title: string }> {
  const box = await page.evaluate(
    ([s, t]) => {
      const pattern = t ? new RegExp(t) : null;
      for (const element of document.querySelectorAll(s)) {
        if (pattern && !pattern.test((element.textContent ?? '').trim())) continue;
        let r = element.getBoundingClientRect();
        if (r.width === 0 || r.height === 0 || r.left < 0 || r.right > innerWidth) continue;
        if (r.top < 0 || r.bottom > innerHeight) {
          element.scrollIntoView({ block: 'center' });
          r = element.getBoundingClientRect();
        }
        return { x: r.x + r.width / 2, y: r.y + r.height / 2, title: element.getAttribute('title') ?? '' };
      }
      return null;
    },
    [selector, text] as const,
  );
  if (!box) throw new Error(`nothing shown matches ${selector}`);
  return box;
}

async function tapAt(page: Page, selector: string, text = ''): Promise<number> {
  const { x, y } = await boxOf(page, selector, text);
  const at = Date.now();
  await page.mouse.click(x, y);
  return at;
}

const dialogNamed = (name: string) =>
  [...document.querySelectorAll('[role=dialog]')].some((d) => d.checkVisibility() && (d.textContent ?? '').includes(name));
const shown = (selector: string) => document.querySelector(selector) !== null;
// Each runs in the page on its own (serialised): it cannot call the one above.
const detailsShown = (name: string) =>
  [...document.querySelectorAll('[role=dialog]')].some(
    (d) =>
      d.checkVisibility() && !d.closest('[data-opening]') && !d.querySelector('[aria-busy=true]') && (d.textContent ?? '').includes(name),
  );

/** Taps the first character on screen and waits for the modal with their name. */
async function tapCharacter(page: Page) {
  const { x, y, title } = await boxOf(page, 'main a[href*="character="][title]');
  const name = title.replace(/ \(.*$/, '');
  if (!name) throw new Error('no character thumbnail with a name');
  const at = Date.now();
  await page.mouse.click(x, y);
  const answerMs = await until(page, dialogNamed, name, at);
  // The card a slow modal opens with has the name only: when the details are there too.
  const detailsMs = answerMs === null ? null : await until(page, detailsShown, name, at);
  return { answerMs, detailsMs: detailsMs ?? undefined };
}

function scenarios(prayerId: number): Scenario[] {
  return [
    { label: 'tap a character on /characters/release-order', kind: 'character', path: '/characters/release-order', act: tapCharacter },
    { label: 'tap a character on /', kind: 'character', path: '/', act: tapCharacter },
    {
      label: 'type "ran" in the /story-cards search box',
      kind: 'type',
      path: '/story-cards',
      act: async (page) => {
        const at = await tapAt(page, 'main input[type=search]');
        await page.keyboard.type('ran', { delay: 120 });
        // Used, not only shown: the list follows the text (or the server answered it as a query).
        const answerMs = await until(
          page,
          (text) => {
            const box = document.querySelector<HTMLInputElement>('main input[type=search]');
            const hydrated = !document.querySelector('#root[data-server-rendered-section]');
            const filtered = /^Showing \d+ of/.test(document.querySelector('[data-testid=count-line]')?.textContent ?? '');
            return (box?.value === text && hydrated && filtered) || new URLSearchParams(location.search).get('name') === text;
          },
          'ran',
          at,
        );
        return { answerMs };
      },
    },
    {
      label: 'open Prayers from the phone menu on /',
      kind: 'section-link',
      path: '/',
      act: async (page) => {
        const menuAt = await tapAt(page, 'summary[aria-controls="mobile-nav-panel"]');
        const menuMs = await until(page, shown, 'details[open] #mobile-nav-panel a[href="/prayers"]', menuAt);
        if (menuMs === null) return { answerMs: null };
        const at = await tapAt(page, '#mobile-nav-panel a[href="/prayers"]');
        const signMs = await until(
          page,
          (path) => location.pathname === path || document.documentElement.hasAttribute('data-navigating'),
          '/prayers',
          at,
        );
        const answerMs = await until(page, shown, 'main a[href^="/prayers/info/"]', at);
        if (DEBUG) console.log(`    first sign: the page's report ${signs[0] ?? 'none'}, what the bench saw ${signMs ?? 'nothing'}`);
        // The page's own report of its progress bar, when it showed one, else what the bench saw.
        return { answerMs, signMs: signs[0] ?? signMs ?? LOST_AFTER_MS };
      },
    },
    {
      label: 'mark a story card owned on /story-cards',
      kind: 'control',
      path: '/story-cards',
      act: async (page) => {
        const at = await tapAt(page, 'main fieldset[aria-label$=": my collection"] input[type=checkbox]');
        return { answerMs: await until(page, shown, 'main fieldset[aria-label$=": my collection"] input[type=checkbox]:checked', at) };
      },
    },
    {
      label: 'switch the tower to floor 3 (the floor list, then 3F)',
      kind: 'control',
      path: '/stages/scarlet-devil-tower?floor=2',
      act: async (page) => {
        // On a phone the floor list is a drawer behind its button.
        const openedAt = await tapAt(page, 'button', '^Floors$');
        const listMs = await until(
          page,
          (selector) =>
            [...document.querySelectorAll(selector)].some((link) => {
              const r = link.getBoundingClientRect();
              return r.width > 0 && r.left >= 0 && r.right <= innerWidth;
            }),
          'nav[aria-label="Floor list"] a[href$="floor=3"]',
          openedAt,
        );
        if (listMs === null) return { answerMs: null };
        // The drawer slides in: the link is tapped where it comes to rest.
        await sleep(400);
        const at = await tapAt(page, 'nav[aria-label="Floor list"] a[href$="floor=3"]');
        return {
          answerMs: await until(
            page,
            (text) => [...document.querySelectorAll('h1')].some((h) => (h.textContent ?? '').includes(text)),
            'Floor #3',
            at,
          ),
        };
      },
    },
    {
      label: 'pull ×10 in a prayer simulator',
      kind: 'control',
      path: `/prayers/info/${prayerId}`,
      act: async (page) => {
        const at = await tapAt(page, 'button', '^Multi \\(10\\)');
        return { answerMs: await until(page, shown, '[data-testid="pull-results"] [data-filled]', at) };
      },
    },
    {
      label: 'open the settings from the navbar',
      kind: 'control',
      path: '/',
      act: async (page) => {
        const at = await tapAt(page, 'button[aria-label="Quick settings"]');
        return { answerMs: await until(page, shown, '[role=dialog] form[aria-label="Settings"]', at) };
      },
    },
  ];
}

/** Until the server answers the path with a server-rendered page (its first renders load the remotes' server code). */
async function warm(origin: string, path: string, rendered = /data-server-rendered-(at|section)=/): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const html = await (await fetch(origin + path, { headers: { accept: 'text/html' } })).text();
    if (rendered.test(html)) return;
    await sleep(1000);
  }
  throw new Error(`${path} is not server-rendered after 60 s`);
}

/** The first character link of a page's HTML, as the bench taps it (the first shown). */
async function firstCharacterLink(origin: string, path: string): Promise<string> {
  const html = await (await fetch(origin + path, { headers: { accept: 'text/html' } })).text();
  const id = /<main[\s\S]*?href="[^"]*[?&]character=(\d+)"/.exec(html)?.[1];
  if (!id) throw new Error(`${path} has no character link`);
  return `${path}?character=${id}`;
}

/** One try; a page the server did not render (its render was slow on a busy machine) is loaded again, up to 3 times. */
async function tryOnce(browser: Browser, origin: string, scenario: Scenario, delay: number): Promise<Answer> {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await tryLoad(browser, origin, scenario, delay);
    if (answer !== 'not-server-rendered') return answer;
    if (attempt === 3) throw new Error(`${scenario.path} was not server-rendered in 3 loads`);
  }
}

async function tryLoad(browser: Browser, origin: string, scenario: Scenario, delay: number): Promise<Answer | 'not-server-rendered'> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const events: EventEntry[] = [];
  await page.exposeFunction('__firstTapEvent', (entry: EventEntry) => events.push(entry));
  await page.addInitScript(EVENT_TIMING);
  signs.length = 0;
  await page.exposeFunction('__firstTapSign', (ms: number) => signs.push(ms));
  await page.addInitScript(SIGN_TIMING);
  const frames: LongFrame[] = [];
  if (DEBUG) {
    await page.exposeFunction('__firstTapFrame', (frame: LongFrame) => frames.push(frame));
    await page.addInitScript(LONG_FRAMES);
  }
  await throttle(page, { network: SLOW_4G });
  try {
    await page.goto(origin + scenario.path, { waitUntil: 'commit' });
    const paint = await page.waitForFunction(
      () => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0];
        // Read at the paint: the page may have hydrated by the time the bench acts.
        const serverRendered = !!document.querySelector('#root[data-server-rendered-at], #root[data-server-rendered-section]');
        return fcp ? { fcp: fcp.startTime, now: performance.now(), serverRendered } : null;
      },
      undefined,
      { polling: 16, timeout: 30_000 },
    );
    const { fcp, now, serverRendered } = (await paint.jsonValue())!;
    if (!serverRendered) return 'not-server-rendered';
    await sleep(Date.now() - (now - fcp) + delay - Date.now());
    const answer = await scenario.act(page);
    await sleep(300);
    if (DEBUG) {
      console.log(`    +${delay} ms (FCP ${Math.round(fcp)}), answer ${answer.answerMs} ms; frames from FCP + ${delay - 300} ms:`);
      // The frames of the page acted on, from just before the act (a link's next page is left out).
      const first = frames.findIndex((f) => f.page !== scenario.path);
      const acted = first < 0 ? frames : frames.slice(0, first);
      for (const f of acted.filter((f) => f.at >= fcp + delay - 300))
        console.log(`      ${JSON.stringify({ ...f, at: Math.round(f.at - fcp) })}`);
    }
    const inp = Math.max(0, ...events.filter((e) => e.interactionId > 0).map((e) => e.duration));
    const keyMs = Math.max(0, ...events.filter((e) => /^key|^input$|^beforeinput$/.test(e.name)).map((e) => e.duration));
    return { ...answer, inp, keyMs };
  } finally {
    await context.close();
  }
}

async function main() {
  const site = await startServers();
  const browser = await launchChromium();
  let failed = false;
  try {
    const prayer = await simulatorPrayer(site.origin);
    const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
    console.log(`first tap: 4× CPU, slow 4G, 390×844; median of ${RUNS} per cell (ms to the answer; "lost" = nothing in 30 s)`);
    const chosen = scenarios(prayer.id).filter((s) => !only || only.test(s.label));
    for (const scenario of chosen) {
      await warm(site.origin, scenario.path);
      // A character's link is a page of its own, with the modal: warmed like the page it is tapped on.
      if (scenario.kind === 'character')
        await warm(site.origin, await firstCharacterLink(site.origin, scenario.path), /id="server-character-modal"/);
    }
    for (const scenario of chosen) {
      const cells: string[] = [];
      for (const delay of DELAYS) {
        const answers: Answer[] = [];
        for (let run = 0; run < RUNS; run += 1) answers.push(await tryOnce(browser, site.origin, scenario, delay));
        const lost = answers.filter((a) => a.answerMs === null).length;
        const kept = answers.filter((a) => a.answerMs !== null);
        const cell = {
          answerMs: kept.length ? median(kept.map((a) => a.answerMs!)) : null,
          signMs: kept.some((a) => a.signMs !== undefined) ? median(kept.map((a) => a.signMs ?? Infinity)) : undefined,
          detailsMs: kept.some((a) => a.detailsMs !== undefined) ? median(kept.map((a) => a.detailsMs ?? Infinity)) : undefined,
          inp: Math.max(...answers.map((a) => a.inp)),
          // Each try's slowest key, the median over the tries, as every other answer here; the worst try is printed beside it.
          keyMs: median(answers.map((a) => a.keyMs)),
        };
        const problems = breaches(scenario.kind, delay, cell, lost);
        if (problems.length) failed = true;
        cells.push(
          `  +${delay / 1000} s: ${lost ? `LOST ${lost}/${RUNS}; ` : ''}answer ${cell.answerMs === null ? '–' : Math.round(cell.answerMs)} ms` +
            `${cell.signMs === undefined ? '' : `, first sign ${Math.round(cell.signMs)} ms`}` +
            `${cell.detailsMs === undefined ? '' : `, details ${Math.round(cell.detailsMs)} ms`}, INP max ${Math.round(cell.inp)} ms` +
            `${scenario.kind === 'type' ? `, slowest key ${Math.round(cell.keyMs)} ms (worst try ${Math.round(Math.max(...answers.map((a) => a.keyMs)))} ms)` : ''}${problems.length ? `  ✖ ${problems.join('; ')}` : ''}`,
        );
      }
      console.log(`\n${scenario.label}\n${cells.join('\n')}`);
    }
    console.log(`\nbudgets: ${JSON.stringify(FIRST_TAP_BUDGETS)}`);
  } finally {
    await browser.close();
    await site.stop();
  }
  if (failed) {
    console.error('\nfirst tap: a lost input or a budget breached');
    process.exit(1);
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
