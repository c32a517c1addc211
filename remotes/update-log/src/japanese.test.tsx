import { screen, within } from '@testing-library/react';
import { renderRoutes } from 'shared-ui/dev/render-with-providers';
import { withRealApi } from 'shared-ui/dev/real-api';
import { catalogue as sharedUiCatalogue } from 'shared-ui/messages/catalogue';
import { catalogue } from './messages/catalogue';
import updateLogRoutes from './routes';

withRealApi();

// The shell loads both before a Japanese page renders: the update log's words and shared-ui's (its frame, its dates).
beforeAll(() => Promise.all([catalogue.load('ja'), sharedUiCatalogue.load('ja')]));

/** The update log on a Japanese page: the shell provides the language above the section. */
const renderInJapanese = (url: string) => renderRoutes([{ path: '/update-log', children: updateLogRoutes.routes }], url, { locale: 'ja' });

describe('the update log in Japanese', () => {
  it('titles the page and each entry’s sections in Japanese, its entries as written', async () => {
    renderInJapanese('/update-log');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/^更新履歴$/);
    const log = screen.getByRole('region', { name: '更新の一覧' });
    // api-mock/content/updates/064.json: v3.3.3, its contents all JP-only, a fix and a data line linking /prayers.
    const entry = await within(log).findByRole('article', { name: /^v3\.3\.3 Data update$/ });
    expect(within(entry).getByRole('region', { name: 'v3.3.3の修正' })).toHaveTextContent('Fixed chances showing 4 instead of 5 decimals');
    expect(within(entry).getByRole('heading', { name: 'データ' })).toBeInTheDocument();
    expect(within(entry).getByText(/^（日本版限定の内容で、/)).toBeInTheDocument();
    expect(within(entry).getByRole('link', { name: '[リンク]' })).toHaveAttribute('href', '/ja/prayers');
  });
});
