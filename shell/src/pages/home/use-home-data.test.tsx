import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import type { HomeResponse } from 'shared-domain/schemas/api/general';
import { resetInlinedHomeForTests } from './inlined-home';
import { inlineHomePayload } from './test-support/inline-home-payload';
import { useHomeData } from './use-home-data';

jest.mock('shared-ui/hooks/idle-moments', () => ({ engagedAndQuiet: () => new Promise(() => undefined) }));

const PAYLOAD = { serverVersion: 'inlined-payload' } as unknown as HomeResponse;

/** What the home's blocks would show: the inlined data, or a wait for the live query. */
function Probe({ wait }: { wait?: Promise<void> }) {
  const { state, live } = useHomeData();
  if (wait) use(wait);
  return <p>{state.data ? `data, live ${live}` : `no data, live ${live}`}</p>;
}

afterEach(() => resetInlinedHomeForTests());

describe('useHomeData with the payload the server inlined', () => {
  it('keeps it for a home whose first render React threw away before showing it', async () => {
    inlineHomePayload(PAYLOAD);
    let release!: () => void;
    const wait = new Promise<void>((resolve) => (release = resolve));
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <Probe wait={wait} />
        </Suspense>,
      );
    });
    // The first render suspended before it was committed, so React renders the home from scratch.
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => {
      release();
      await wait;
    });
    expect(screen.getByText('data, live false')).toBeTruthy();
  });

  it('leaves later homes in the same tab to the live query once a home has shown it', () => {
    inlineHomePayload(PAYLOAD);
    const first = render(<Probe />);
    expect(screen.getByText('data, live false')).toBeTruthy();
    first.unmount();
    render(<Probe />);
    expect(screen.getByText('no data, live true')).toBeTruthy();
  });
});
