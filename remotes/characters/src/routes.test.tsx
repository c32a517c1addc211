import { screen } from '@testing-library/react';
import { renderRoutes } from 'shared-ui/dev/render-with-providers';
import charactersRoutes from './routes';

const mount = (url: string) => renderRoutes([{ path: '/characters', children: charactersRoutes.routes }], url);

describe('characters routes', () => {
  it('declares contract version 1 for its section', () => {
    expect(charactersRoutes).toMatchObject({ contractVersion: 1, section: 'characters' });
  });

  it.each([
    ['/characters', 'Character Tracker'],
    ['/characters/conventional-list', 'Conventional Order'],
    ['/characters/not-a-page', 'Error Page Not Found'],
  ])('%s shows exactly one heading: %s', async (url, heading) => {
    mount(url);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
