import { act, fireEvent, renderHook, screen, within } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { collectionLoaded, sharedCollectionOpened, sharedCollectionShown } from 'shared-domain/collection/collection-slice';
import { DEFAULT_SETTINGS } from 'shared-domain/settings/settings-model';
import { createAppStore, rootReducer } from 'shared-domain/store/app-store';
import { toastsSlice } from 'shared-domain/toasts/toasts-slice';
import { LocaleContext } from 'shared-ui/i18n/locale-context';
import { catalogue } from 'shared-ui/messages/catalogue';
import { CharacterThumbnail, type ThumbnailUnit } from '../characters/character-thumbnail';
import { OwnedCount } from '../collection/owned-count';
import { renderRoutes, renderWithProviders } from '../dev/render-with-providers';
import { prayerFixture } from '../dev/prayer-fixture';
import { thumbnailFixture } from '../dev/thumbnail-fixture';
import { useCollectionChange } from '../hooks/use-collection';
import { resetCtrlFHintForTests, useSearchShortcuts } from '../hooks/use-search-shortcuts';
import { RoleIcon } from '../icons/role-icon';
import { StarRating } from '../icons/star-rating';
import { TypeIcon } from '../icons/type-icon';
import { ProgressiveList } from '../lists/progressive-list';
import { CharacterModalFrame } from '../modal/character-modal-frame';
import { NotFoundPage } from '../page/not-found-page';
import { PageSuspense } from '../page/page-suspense';
import { PrayerCard } from '../prayers/prayer-card';
import { QueryView, type QueryViewResult } from '../query/query-view';
import { ChipInput } from '../search/chip-input';
import { MultiSelect } from '../search/multi-select';
import { QueryProblems } from '../search/query-problems';
import { SearchModal } from '../search/search-modal';
import { UtcDateInput } from '../search/utc-date-input';
import { JpContentToggle } from '../spoilers/jp-content-toggle';
import { CountdownText } from '../time/countdown-text';
import { DateText } from '../time/date-text';

rootReducer.inject(toastsSlice);

beforeAll(() => catalogue.load('ja'));

const ja = (ui: ReactNode): ReactElement => <LocaleContext.Provider value="ja">{ui}</LocaleContext.Provider>;
const noop = () => undefined;

describe('shared-ui in Japanese', () => {
  it('names the not-found page', () => {
    renderRoutes([{ path: '*', element: ja(<NotFoundPage />) }], '/nowhere');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ページが見つかりません');
    expect(screen.getByRole('link', { name: 'ホームへ >>' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('ページが見つかりません | Touhou LostWord Tracker');
  });

  it('says a page is loading', () => {
    const never = new Promise<never>(noop);
    function Waiting(): ReactNode {
      throw never;
    }
    renderWithProviders(ja(<PageSuspense>{<Waiting />}</PageSuspense>));
    expect(screen.getByRole('status')).toHaveTextContent('ページを読み込み中…');
  });

  it('frames the advanced search and names its buttons', () => {
    renderWithProviders(
      ja(
        <SearchModal open onClose={noop} onReset={noop}>
          <p>条件</p>
        </SearchModal>,
      ),
    );
    const dialog = screen.getByRole('dialog', { name: '詳細検索' });
    expect(within(dialog).getByRole('button', { name: 'リセット' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: '閉じる' })).toHaveLength(2);
  });

  it('explains a bad character link in the modal', () => {
    renderWithProviders(
      ja(<CharacterModalFrame character={{ kind: 'invalid', raw: 'abc', message: '' }} onClose={noop} children={() => null} />),
    );
    expect(screen.getByRole('dialog', { name: 'キャラクター' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      '「abc」はキャラクターIDではありません。リンクの末尾は ?character= と数字にしてください（例: ?character=1001）。',
    );
  });

  describe('QueryView', () => {
    const idle = { isError: false, isFetching: false, refetch: jest.fn() };

    it('says what is loading, and that the answer is empty', () => {
      const view = (result: QueryViewResult<number | null>) =>
        renderWithProviders(ja(<QueryView result={result} skeletonHeight={100} children={(n) => <p>{n}</p>} />));
      view({ ...idle, isFetching: true });
      expect(screen.getByRole('status')).toHaveTextContent('読み込み中…');
      view({ ...idle, data: null, currentData: null });
      expect(screen.getByText('データがありません')).toBeInTheDocument();
    });

    it('shows a transport failure in Japanese with 再試行', () => {
      jest.spyOn(console, 'error').mockImplementation(noop);
      const refetch = jest.fn();
      renderWithProviders(
        ja(
          <QueryView
            result={{ isError: true, isFetching: false, error: { status: 'FETCH_ERROR', error: 'TypeError' }, refetch }}
            skeletonHeight={100}
            children={() => null}
          />,
        ),
      );
      expect(screen.getByRole('alert')).toHaveTextContent('サーバーに接続できませんでした。接続を確認して再試行してください。');
      fireEvent.click(screen.getByRole('button', { name: '再試行' }));
      expect(refetch).toHaveBeenCalledTimes(1);
    });
  });

  it('says a list is still loading in Japanese', () => {
    renderWithProviders(
      ja(<ProgressiveList items={[1]} getKey={(n: number) => n} renderItem={(n) => n} resetKey="a" loading emptyFooter="" />),
    );
    expect(screen.getByRole('status')).toHaveTextContent('読み込み中…');
  });

  it('counts what is owned', () => {
    const { container } = renderWithProviders(ja(<OwnedCount count={{ owned: 3, total: 1234 }} />));
    expect(container).toHaveTextContent('所持 3 / 1,234');
    expect(container.querySelector('[data-owned="3"] > span')).toHaveTextContent(/^3$/);
  });

  it('names icons and ratings', () => {
    renderWithProviders(
      ja(
        <>
          <RoleIcon role="heal" />
          <TypeIcon type="fes" />
          <StarRating stars={3} />
        </>,
      ),
    );
    expect(screen.getAllByRole('img').map((el) => el.getAttribute('aria-label'))).toEqual(['回復', 'フェス', '星5つ中3つ']);
  });

  it("tells a thumbnail's type and role, and hides a spoiler in Japanese", () => {
    const unit: ThumbnailUnit = {
      ...thumbnailFixture(1001),
      name: { en: 'Reimu Hakurei', translit: 'Hakurei Reimu', enFamilyFirst: 'Hakurei Reimu' },
    };
    const hidden = thumbnailFixture(27002, { announced: false, released: false, status: 'not-available', universe: 'A1' });
    renderRoutes(
      [
        {
          path: '/',
          element: ja(
            <>
              <CharacterThumbnail unit={unit} />
              <CharacterThumbnail unit={hidden} />
            </>,
          ),
        },
      ],
      '/',
    );
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('title', 'Reimu Hakurei（フェス・攻撃）');
    expect(link).toHaveTextContent('Reimu Hakurei（フェス・攻撃）');
    expect(screen.getByRole('img', { name: '未公開のキャラクター（ネタバレ）' })).toBeInTheDocument();
  });

  describe('PrayerCard', () => {
    // Eleven rate-ups: the card lists nine and says how many more.
    const prayer = prayerFixture({}, 11);
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('shows its number, countdown, dates, duration, pull limit and rate-ups in Japanese', () => {
      jest.setSystemTime(Date.parse('2027-12-21T02:59:58Z'));
      renderRoutes([{ path: '/', element: ja(<PrayerCard prayer={prayer} />) }], '/', { settings: { useUtc: true } });
      const card = screen.getByRole('article', { name: prayer.name });
      expect(within(card).getByText('祈祷 #396')).toBeInTheDocument();
      expect(within(card).getByText(/開始まで/)).toHaveTextContent('開催予定 開始まで 0日 00時間 00分 02秒');
      expect(within(card).getByText('開始').nextElementSibling).toHaveTextContent('2027年12月21日(火) 03:00 UTC');
      expect(within(card).getByText('終了').nextElementSibling).toHaveTextContent('2027年12月31日(金) 03:00 UTC');
      expect(within(card).getByText('期間').nextElementSibling).toHaveTextContent('10日0時間');
      expect(within(card).getByText('上限: 30回')).toBeInTheDocument();
      // The prayer's name has no Japanese in the content: English, marked as such.
      expect(within(card).getByRole('link', { name: prayer.name })).toHaveAttribute('lang', 'en');
      expect(within(screen.getByRole('list', { name: 'ピックアップキャラクター' })).getByText('-- ほか2人 --')).toBeInTheDocument();
      act(() => void jest.advanceTimersByTime(3000));
      expect(within(card).getByText(/終了まで/)).toHaveTextContent('開催中 終了まで 9日 23時間 59分 59秒');
    });
  });

  it('writes dates and countdowns the Japanese way', () => {
    const { container } = renderWithProviders(
      ja(
        <>
          <DateText value="2026-11-30T14:00:00Z" format="short" />
          <CountdownText ms={93_784_000} />
        </>,
      ),
      { settings: { useUtc: true } },
    );
    const [date, countdown] = [...container.querySelectorAll('time')];
    expect(date).toHaveTextContent('2026年11月30日 14:00 UTC');
    expect(screen.getByTitle('協定世界時')).toHaveTextContent('UTC');
    expect(countdown).toHaveTextContent('1日 02時間 03分 04秒');
    expect(countdown).toHaveAttribute('dateTime', 'P1DT2H3M4S');
  });

  it('labels the search fields and the JP-content switch', () => {
    renderWithProviders(
      ja(
        <>
          <ChipInput label="キャラクター" options={[{ value: '1', label: '霊夢' }]} value={['1']} onChange={noop} />
          <MultiSelect label="種類" options={[{ value: 'a', label: 'A' }]} value={[]} onChange={noop} />
          <UtcDateInput label="開始" value="" onChange={noop} />
          <QueryProblems problems={['?x=1']} />
          <JpContentToggle />
        </>,
      ),
    );
    expect(screen.getByRole('button', { name: '霊夢を削除' })).toBeInTheDocument();
    expect(screen.getByText('指定なし')).toBeInTheDocument();
    expect(screen.getByLabelText('開始 (UTC)')).toHaveAttribute('type', 'date');
    expect(screen.getByRole('alert')).toHaveTextContent('このリンクの検索条件の一部は使えないため無視されます:');
    expect(screen.getByRole('switch', { name: '日本版限定の内容を表示' })).toBeInTheDocument();
  });

  describe('toasts', () => {
    const setup = () => {
      const store = createAppStore({ settings: { ...DEFAULT_SETTINGS } });
      const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{ja(children)}</Provider>;
      const toasts = () => (store.getState().toasts?.items ?? []).map((t) => [t.text, t.action?.label ?? null]);
      return { store, wrapper, toasts };
    };

    it('points a first Ctrl+F to the advanced search', () => {
      resetCtrlFHintForTests();
      const { wrapper, toasts } = setup();
      renderHook(() => useSearchShortcuts(noop), { wrapper });
      fireEvent.keyDown(window, { key: 'f', code: 'KeyF', ctrlKey: true });
      expect(toasts()).toEqual([['Ctrl + Shift + F で詳細検索を開けます', null]]);
    });

    it('offers 元に戻す after a change, and explains a shared collection', () => {
      const { store, wrapper, toasts } = setup();
      store.dispatch(collectionLoaded({ collection: { units: {}, cards: {} } }));
      const { result } = renderHook(() => useCollectionChange(), { wrapper });
      act(() => result.current({ kind: 'unit', id: 1001, owned: true }, '霊夢を所持に追加'));
      store.dispatch(sharedCollectionOpened({ units: {}, cards: {} }));
      store.dispatch(sharedCollectionShown(true));
      act(() => result.current({ kind: 'unit', id: 1002, owned: true }, '追加'));
      expect(toasts()).toEqual([
        ['霊夢を所持に追加', '元に戻す'],
        ['共有されたコレクションを表示中です。記録するには自分のコレクションに戻してください。', null],
      ]);
    });
  });
});
