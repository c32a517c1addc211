import { en } from '../src/messages/test-support/english';
import { rerunsMeta } from './reruns-meta';
import { serverMessages } from './server-messages';

const meta = (path: string) => rerunsMeta(new URL(path, 'http://shell.invalid'), en);

describe('the rerun table’s head', () => {
  it('keeps the manifest’s words for the default order, and for an order it does not know', () => {
    expect(meta('/prayers/reruns')).toBeNull();
    expect(meta('/prayers/reruns?sort=longest-wait')).toBeNull();
    expect(meta('/prayers/reruns?sort=<script>')).toBeNull();
  });

  it('names another order', () => {
    expect(meta('/prayers/reruns?sort=runs')).toEqual({
      title: 'Character Reruns by most runs',
      description: "Every character's prayer runs and the waits between them, sorted by most runs.",
      card: { kicker: 'Prayer reruns', heading: 'Sorted by most runs', lines: ['Runs and the waits between them'], accent: '#e0a84f' },
    });
  });

  it('speaks Japanese on a Japanese link, every word of it', async () => {
    const ja = await serverMessages('ja');
    expect(rerunsMeta(new URL('/ja/prayers/reruns?sort=runs', 'http://shell.invalid'), ja)).toEqual({
      title: 'キャラクターの復刻（開催回数順）',
      description: '全キャラクターの祈祷の開催と、その間の待ち期間（開催回数順）。',
      card: { kicker: '祈祷の復刻', heading: '開催回数順', lines: ['開催とその間の待ち期間'], accent: '#e0a84f' },
    });
  });
});
