import { useEffect, useState } from 'react';
import type { CharacterModalBodyProps } from 'shared-domain/federation/character-modal-contract';
import type { CharacterModalResponse } from 'shared-domain/schemas/api/characters';
import styles from './character-modal-body.module.css';

type Load = { status: 'loading' } | { status: 'ready'; character: CharacterModalResponse } | { status: 'error'; message: string };

// TODO(characters, platform-data): replace this fetch with `useCharacterModalQuery({ id })` from
// shared-ui/api/characters-api once it lands; the minimal body below is filled by the characters issue.
function useCharacter(id: number): Load {
  const [state, setState] = useState<Load>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetch(`/api/characters/modal?id=${id}`, { signal: controller.signal })
      .then(async (response) => {
        const body: unknown = await response.json().catch(() => null);
        if (!response.ok) {
          const message = (body as { message?: unknown } | null)?.message;
          throw new Error(typeof message === 'string' ? message : `The server answered ${response.status}.`);
        }
        setState({ status: 'ready', character: body as CharacterModalResponse });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[characters] modal load failed', error);
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      });
    return () => controller.abort();
  }, [id]);
  return state;
}

/** The character modal's body: for now the name and id (spec section 3 lists the full content). */
export function CharacterModalBody({ id }: CharacterModalBodyProps) {
  const state = useCharacter(id);
  if (state.status === 'loading') {
    return (
      <p className={styles.status} role="status">
        Loading character #{id}…
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <p className={styles.status} role="alert">
        {state.message}
      </p>
    );
  }
  const { character } = state;
  return (
    <article className={styles.body}>
      <h3 className={styles.name}>{character.name.en}</h3>
      <p className={styles.id}>#{character.id}</p>
    </article>
  );
}
