/**
 * The server's warm-up of its section landings: each landing rendered whole (no deadline), then its
 * HTML asked for through the server itself, so the page cache keeps it. A first visitor then gets a
 * kept page rather than a render against the clock, which a busy machine can lose to the browser's
 * render. Never fails: what is not up yet is warmed by the next round.
 */
export async function warmLandings(
  paths: readonly string[],
  renderWhole: (path: string) => Promise<unknown>,
  askFor: (path: string) => Promise<unknown>,
): Promise<void> {
  await Promise.all(
    paths.map(async (path) => {
      try {
        await renderWhole(path);
        await askFor(path);
      } catch {
        // Not up yet (a remote, the API): the next round warms it.
      }
    }),
  );
}
