import { screen, within } from '@testing-library/react';
import { remoteRouteTesting } from 'shared-ui/dev/remote-route-testing';
import charactersRoutes from '../routes';
import { serveFixtureApi } from '../test-support/fixture-api';
import { mountSection } from '../test-support/mount-section';

serveFixtureApi();
const { MOUNTS } = remoteRouteTesting(charactersRoutes);

// Fixture: Reimu (1001, 2001, JP-only 1127), Marisa (JP-only 26002 only).
describe('variant tracker page', () => {
  it('shows each person with jp/en/translit names and counts of the variants shown', async () => {
    MOUNTS.nested('/characters/variant-tracker');
    const reimu = await screen.findByRole('article', { name: 'Reimu Hakurei' });
    expect(within(reimu).getByText('博麗霊夢')).toBeInTheDocument();
    expect(within(reimu).getByText('Hakurei Reimu')).toBeInTheDocument();
    expect(within(reimu).getByLabelText('2 of 2 available')).toBeInTheDocument();
    expect(within(reimu).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('article', { name: 'Marisa Kirisame' })).not.toBeInTheDocument();
    expect(screen.getByText('1 character · 2 variants')).toBeInTheDocument();
  });

  it('with JP content on and transliterated names, the reading leads', async () => {
    mountSection('/characters/variant-tracker', { jpContent: true, useTranslitName: true });
    const reimu = await screen.findByRole('article', { name: 'Hakurei Reimu' });
    expect(within(reimu).getByLabelText('2 of 3 available')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Kirisame Marisa' })).toBeInTheDocument();
  });

  it('with the traditional-name setting the family name leads', async () => {
    mountSection('/characters/variant-tracker', { useTraditionalName: true });
    expect(await screen.findByRole('article', { name: 'Hakurei Reimu' })).toBeInTheDocument();
  });
});
