import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remotesFromFile } from './remotes-file';

const remotes = (prayers: string) => ({
  characters: { name: 'characters', entry: 'http://c.example/mf-manifest.json' },
  prayers: { name: 'prayers', entry: prayers },
  'story-cards': { name: 'story_cards', entry: 'http://s.example/mf-manifest.json' },
  tower: { name: 'tower', entry: 'http://t.example/mf-manifest.json' },
  'update-log': { name: 'update_log', entry: 'http://u.example/mf-manifest.json' },
});

describe('remotes followed in a file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remotes-file-'));
  const file = path.join(dir, 'remotes.json');
  const write = (body: string, mtime: number) => {
    fs.writeFileSync(file, body);
    fs.utimesSync(file, mtime, mtime);
  };
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads the file, follows an edit at its next look, and keeps the last good remotes through a broken edit', () => {
    const clock = { t: 0 };
    const logged: string[] = [];
    write(JSON.stringify(remotes('http://p.example/v2/mf-manifest.json')), 1_000);
    const fallback = remotes('http://fallback.example/mf-manifest.json');
    const source = remotesFromFile(file, fallback, { now: () => clock.t, checkEveryMs: 1_000, log: (m) => logged.push(m) });
    expect(source().prayers?.entry).toBe('http://p.example/v2/mf-manifest.json');

    write(JSON.stringify(remotes('http://p.example/v1/mf-manifest.json')), 2_000);
    clock.t += 500;
    expect(source().prayers?.entry).toBe('http://p.example/v2/mf-manifest.json');
    clock.t += 500;
    expect(source().prayers?.entry).toBe('http://p.example/v1/mf-manifest.json');

    write('{"prayers": ', 3_000);
    clock.t += 1_000;
    expect(source().prayers?.entry).toBe('http://p.example/v1/mf-manifest.json');
    const { tower: _dropped, ...withoutTower } = remotes('http://p.example/v3/mf-manifest.json');
    write(JSON.stringify(withoutTower), 4_000);
    clock.t += 1_000;
    expect(source().prayers?.entry).toBe('http://p.example/v1/mf-manifest.json');
    expect(logged).toHaveLength(2);
    expect(logged[1]).toContain('no entry for tower');

    fs.rmSync(file);
    clock.t += 1_000;
    expect(source().prayers?.entry).toBe('http://p.example/v1/mf-manifest.json');
    expect(logged[2]).toContain('cannot be read');
  });

  it('starts from the fallback when the file is missing', () => {
    const fallback = remotes('http://fallback.example/mf-manifest.json');
    const source = remotesFromFile(path.join(dir, 'absent.json'), fallback, { log: () => undefined });
    expect(source()).toBe(fallback);
  });
});
