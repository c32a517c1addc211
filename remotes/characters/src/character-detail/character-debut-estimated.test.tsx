import { screen } from '@testing-library/react';
import type { CharacterProvenance } from 'shared-domain/schemas/character';
import { createClock } from 'shared-domain/time/clock';
import { createTestTimeSource } from 'shared-domain/time/test-clock';
import { renderWithProviders } from 'shared-ui/dev/render-with-providers';
import { ClockContext } from 'shared-ui/hooks/use-clock';
import { fullCharacter } from '../test-support/character-fixtures';
import { MODAL_FIXTURES, serveFixtureApi } from '../test-support/fixture-api';
import { CharacterDetail } from './character-detail';

serveFixtureApi();

const SOURCE = 'a public list';
const provenance = (debut: 'fact' | 'estimated'): CharacterProvenance => ({
  facts: [
    { field: 'unit', source: SOURCE },
    { field: 'name', source: SOURCE },
    ...(debut === 'fact' ? [{ field: 'debut' as const, source: SOURCE }] : []),
  ],
  estimated: debut === 'estimated' ? ['debut'] : [],
  generated: ['jpDebut', 'role', 'type', 'status', 'pools', 'rebirth', 'title'],
});

beforeAll(() => {
  MODAL_FIXTURES.set(1001, fullCharacter(1001, { provenance: provenance('estimated') }));
  MODAL_FIXTURES.set(2001, fullCharacter(2001, { provenance: provenance('fact') }));
});

function renderDetail(id: number) {
  return renderWithProviders(
    <ClockContext value={createClock(createTestTimeSource(Date.parse('2026-11-22T12:00:00Z')))}>
      <CharacterDetail id={id} onClose={() => undefined} />
    </ClockContext>,
    { settings: { useUtc: true } },
  );
}

describe('the modal marks an estimated global debut', () => {
  it("says '(estimated)' after a debut that is not a known fact", async () => {
    renderDetail(1001);
    await screen.findByRole('heading', { name: 'Reimu Hakurei', level: 3 });
    expect(screen.getByRole('article')).toHaveTextContent(/Global debut.*2021.*\(estimated\)/);
  });

  it('says nothing more after a debut that is a fact', async () => {
    renderDetail(2001);
    await screen.findByRole('heading', { name: 'Reimu Hakurei', level: 3 });
    expect(screen.getByRole('article')).toHaveTextContent(/Global debut.*2021/);
    expect(screen.getByRole('article')).not.toHaveTextContent('estimated');
  });
});
