import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRoutes } from 'shared-ui/dev/render-with-providers';
import type { SearchDocument } from 'shared-domain/federation/search-document';
import { indexFileText } from './search-index-file';
import { catalogue } from '../messages/catalogue';
import { inJapanese, loadJapanese } from '../messages/test-support/in-japanese';
import { SearchDialog, searchStatus } from './search-dialog';
import { useSearchBox } from './search-box-state';

const DOCUMENTS: SearchDocument[] = [
  {
    id: 'characters:1001',
    group: 'characters',
    title: 'Reimu Hakurei',
    subtitle: 'L1',
    names: ['Reimu Hakurei', '博麗霊夢'],
    url: '/characters/conventional-list?character=1001',
    character: 1001,
  },
  { id: 'floors:120', group: 'floors', title: 'Floor #120', names: ['floor 120', 'F120'], url: '/stages/scarlet-devil-tower?floor=120' },
  { id: 'floors:12', group: 'floors', title: 'Floor #12', names: ['floor 12', 'F12'], url: '/stages/scarlet-devil-tower?floor=12' },
];

let requested: string[] = [];
beforeEach(() => {
  requested = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL) => {
    requested.push(String(url));
    return new Response(indexFileText(DOCUMENTS, 'global'), { status: 200 });
  }) as typeof fetch;
});

function Open() {
  const { open } = useSearchBox();
  return open ? null : <p>closed</p>;
}

const mount = (url = '/story-cards') =>
  renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            <SearchDialog initial="" />
            <Open />
          </>
        ),
      },
    ],
    url,
  );

describe('the search box', () => {
  it('is a combobox whose listbox groups the results, the best first and active', async () => {
    mount();
    const field = screen.getByRole('combobox', { name: /Search characters/ });
    expect(field).toHaveFocus();
    fireEvent.change(field, { target: { value: 'F12' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    expect(requested).toEqual(['/search/index-global.json']);
    const [first, second] = screen.getAllByRole('option');
    expect(first).toHaveTextContent('Floor #12');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', first!.id);
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Tower floors' })).toContainElement(second!);
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(second).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    expect(second).toHaveAttribute('aria-selected', 'true');
  });

  it('opens a character’s modal over the current page with Enter', async () => {
    const { router } = mount('/story-cards?rarity=5');
    const field = screen.getByRole('combobox');
    fireEvent.change(field, { target: { value: '霊夢' } });
    await waitFor(() => expect(screen.getByRole('option')).toHaveTextContent('Reimu Hakurei'));
    act(() => void fireEvent.keyDown(field, { key: 'Enter' }));
    await waitFor(() => expect(router.state.location.search).toBe('?rarity=5&character=1001'));
    expect(router.state.location.pathname).toBe('/story-cards');
  });

  it('opens another result’s page, and says when nothing is found', async () => {
    const { router } = mount('/');
    const field = screen.getByRole('combobox');
    fireEvent.change(field, { target: { value: 'zzzz' } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No results.'));
    expect(field).toHaveAttribute('aria-expanded', 'false');
    fireEvent.change(field, { target: { value: 'floor 120' } });
    await waitFor(() => expect(screen.getAllByRole('option')[0]).toHaveTextContent('Floor #120'));
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/stages/scarlet-devil-tower?floor=120'),
    );
  });
});

describe('the search box in Japanese', () => {
  beforeAll(() => loadJapanese());

  it('labels its field, groups and links in Japanese, the results page under /ja', async () => {
    renderRoutes([{ path: '*', element: inJapanese(<SearchDialog initial="" />) }], '/');
    const field = await screen.findByRole('combobox', { name: 'キャラクター、絵札、イラストレーター、祈祷、階層、ページを検索' });
    expect(screen.getByRole('dialog', { name: 'トラッカー内を検索' })).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'F12' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    expect(screen.getByRole('group', { name: '紅魔塔の階層' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2件ヒット。');
    expect(screen.getByRole('link', { name: 'すべての結果を見る' })).toHaveAttribute('href', '/ja/search?q=F12');
  });
});

describe('the search status', () => {
  it.each([
    ['loading', '', 0, 0, 'Loading the search…', '検索を読み込み中…'],
    [
      'ready',
      '',
      0,
      0,
      'Type a name, a code like Cf1#, an effect, a prayer or a floor.',
      '名前、Cf1# のようなコード、効果、祈祷、階層を入力してください。',
    ],
    ['ready', 'zz', 0, 0, 'No results.', '見つかりませんでした。'],
    ['ready', 'reimu', 1, 1, '1 result.', '1件ヒット。'],
    ['ready', 'reimu', 16, 42, '42 results.', '42件ヒット。'],
    ['ready', 'a', 16, 60, 'Many results.', '多数ヒット。'],
  ] as const)('%s, %p with %p shown of %p: %p (%p)', async (load, query, options, hits, english, japanese) => {
    await loadJapanese();
    expect(searchStatus(load, query, options, hits, catalogue.in('en'))).toBe(english);
    expect(searchStatus(load, query, options, hits, catalogue.in('ja'))).toBe(japanese);
  });
});
