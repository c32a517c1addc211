import { warmLandings } from './warm-landings';

describe('warmLandings', () => {
  it('asks for each landing’s HTML only once its render has finished', async () => {
    const events: string[] = [];
    const renderWhole = (path: string) =>
      new Promise<void>((resolve) =>
        setTimeout(
          () => {
            events.push(`rendered ${path}`);
            resolve();
          },
          path === '/prayers' ? 30 : 5,
        ),
      );
    const askFor = async (path: string) => void events.push(`asked ${path}`);
    await warmLandings(['/prayers', '/tower'], renderWhole, askFor);
    expect(events).toEqual(['rendered /tower', 'asked /tower', 'rendered /prayers', 'asked /prayers']);
  });

  it('never fails: a landing whose render or request fails leaves the others warmed', async () => {
    const asked: string[] = [];
    const renderWhole = async (path: string) => {
      if (path === '/down') throw new Error('remote not up');
    };
    const askFor = async (path: string) => {
      if (path === '/broken') throw new Error('no answer');
      asked.push(path);
    };
    await expect(warmLandings(['/down', '/broken', '/up'], renderWhole, askFor)).resolves.toBeUndefined();
    expect(asked).toEqual(['/up']);
  });
});
