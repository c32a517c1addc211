import { screen } from '@testing-library/react';
import { remoteRouteTesting } from 'shared-ui/dev/remote-route-testing';
import { stubMatchMedia } from 'shared-ui/dev/match-media-stub';
import type { ReleaseDateResponse } from 'shared-domain/schemas/api/characters';
import charactersRoutes from '../routes';
import { FIXTURES, RELEASE_DATE, serveFixtureApi } from '../test-support/fixture-api';

serveFixtureApi();
const { MOUNTS } = remoteRouteTesting(charactersRoutes);

// The API marks a debut that is not a known fact with "~" and debutEstimated; the page says what "~" means.
describe('release order with estimated dates', () => {
  let media: ReturnType<typeof stubMatchMedia>;
  beforeEach(() => {
    media = stubMatchMedia(1366);
  });
  afterEach(() => {
    media.restore();
    FIXTURES['/characters/release-date'] = RELEASE_DATE;
  });

  it('explains the "~" when a shown date is estimated', async () => {
    const estimated: ReleaseDateResponse = {
      ...RELEASE_DATE,
      content: RELEASE_DATE.content.map((u, i) => (i === 0 ? { ...u, debutEstimated: true, bottomText: `~${u.bottomText}` } : u)),
    };
    FIXTURES['/characters/release-date'] = estimated;
    MOUNTS.nested('/characters/release-order');
    expect(await screen.findByText('Dates marked ~ are estimated.')).toBeInTheDocument();
    expect(screen.getByText('~2021-05-11')).toBeInTheDocument();
  });

  it('says nothing when no shown date is estimated', async () => {
    MOUNTS.nested('/characters/release-order');
    expect(await screen.findByText(/^Showing/)).toBeInTheDocument();
    expect(screen.queryByText('Dates marked ~ are estimated.')).not.toBeInTheDocument();
  });
});
