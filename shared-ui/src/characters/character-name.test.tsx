import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import type { RevealFacts, ShownIn } from 'shared-domain/characters/spoilers';
import { createClock, setServerRenderedAt } from 'shared-domain/time/clock';
import { createTestTimeSource } from 'shared-domain/time/test-clock';
import { createAppStore } from 'shared-domain/store/app-store';
import { ClockContext } from '../hooks/use-clock';
import { CharacterName, SPOILER_MASK, useNamedCharacter } from './character-name';

const RENDERED_AT = Date.UTC(2026, 10, 27, 12, 0, 0);
const unit = (debut: string | null): RevealFacts => ({ status: 'limited', announced: false, jp: true, debut });

let renders = 0;
function Name({ facts, shownIn }: { facts: RevealFacts; shownIn?: ShownIn }) {
  renders += 1;
  return <CharacterName named={useNamedCharacter(facts, shownIn)} name="Reimu Hakurei" />;
}

/** Server-renders the names at RENDERED_AT, then hydrates them `later` ms afterwards. */
async function hydrateLater(facts: RevealFacts[], later: number, shownIn?: ShownIn) {
  const source = createTestTimeSource(RENDERED_AT);
  const clock = createClock(source);
  const tree = () => (
    <Provider store={createAppStore()}>
      <ClockContext value={clock}>
        {facts.map((f, i) => (
          <p key={i}>
            <Name facts={f} shownIn={shownIn} />
          </p>
        ))}
      </ClockContext>
    </Provider>
  );
  setServerRenderedAt(RENDERED_AT);
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree());
  source.advance(later);
  renders = 0;
  await act(async () => {
    hydrateRoot(container, tree());
  });
  setServerRenderedAt(null);
  return container;
}

describe('useNamedCharacter', () => {
  it('hydrates without rendering the names again when no debut passed in between', async () => {
    // A debut long past, one a minute after the render, and an undated unit.
    const facts = [unit('2024-01-01T00:00:00Z'), unit('2026-11-27T12:01:00Z'), unit(null)];
    const container = await hydrateLater(facts, 5_000);
    expect(renders).toBe(facts.length); // hydration only
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Reimu Hakurei',
      `${SPOILER_MASK} Unrevealed character (spoiler)`,
      `${SPOILER_MASK} Unrevealed character (spoiler)`,
    ]);
  });

  it('shows the name once its debut passed between the render and the hydration', async () => {
    const container = await hydrateLater([unit('2026-11-27T12:00:03Z')], 5_000);
    expect(container.textContent).toBe('Reimu Hakurei');
  });

  it('names a unit shown by a floor once the floor is out, between the render and the hydration', async () => {
    const enemyOnly: RevealFacts = { status: 'enemy', announced: false, jp: false, debut: null };
    const floor = { global: '2026-11-27T12:00:03Z' };
    expect((await hydrateLater([enemyOnly], 1_000, floor)).textContent).toBe(`${SPOILER_MASK} Unrevealed character (spoiler)`);
    expect((await hydrateLater([enemyOnly], 5_000, floor)).textContent).toBe('Reimu Hakurei');
  });
});
