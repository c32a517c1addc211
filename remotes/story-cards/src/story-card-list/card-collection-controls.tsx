import { useId } from 'react';
import { cardLimitBreak, MAX_LIMIT_BREAK, type LimitBreak } from 'shared-domain/collection/collection-model';
import { READ_ONLY_TEXT, useCollectionChange, useCollectionReadOnly, useShownCollection } from 'shared-ui/hooks/use-collection';
import { useT } from '../messages/catalogue';
import styles from './card-collection-controls.module.css';

const LIMIT_BREAKS = Array.from({ length: MAX_LIMIT_BREAK + 1 }, (_, i) => i as LimitBreak);

/**
 * A story card's place in the collection: owned, and its limit breaks (0–4, five radios shown as
 * one row of buttons: one tap, every value in sight; a `<select>` per card made the browser lay the
 * whole page out again for each, as the server's HTML finished parsing). Choosing limit breaks on a
 * card not owned marks it owned. Disabled
 * while a shared collection is shown (the page's notice says so; each card says it on hover).
 * The same controls from the server's HTML on: until the collection is read (after the page's
 * load) they show "not owned" and are marked busy, and a mark made then waits for it
 * (useCollectionChange). Once read, only their values change: putting new controls in, or enabling
 * disabled ones, on every card of a long list was one of the load's longest tasks.
 */
export function CardCollectionControls({ id, name }: { id: number; name: string }) {
  const t = useT();
  const collection = useShownCollection();
  const readOnly = useCollectionReadOnly();
  return (
    <fieldset
      className={styles.controls}
      disabled={readOnly}
      aria-label={t('story-card-list.cardCollection', { name })}
      // The player's own marks, read after the load: busy until then, as the owned counts are. The
      // server's names its card, for the marks drawn before the page's code has run.
      data-owned=""
      aria-busy={collection === null || undefined}
      data-mark-card={id}
      title={readOnly ? READ_ONLY_TEXT : undefined}
    >
      <CardControls id={id} name={name} lb={collection ? cardLimitBreak(collection, id) : null} />
    </fieldset>
  );
}

function CardControls({ id, name, lb }: { id: number; name: string; lb: LimitBreak | null }) {
  const t = useT();
  const change = useCollectionChange();
  const labelId = useId();
  const group = useId();
  return (
    <>
      <label className={styles.owned}>
        <input
          type="checkbox"
          checked={lb !== null}
          onChange={(e) =>
            change(
              { kind: 'card', id, limitBreak: e.target.checked ? (lb ?? 0) : null },
              t(e.target.checked ? 'story-card-list.markedOwned' : 'story-card-list.unmarkedOwned', { name }),
            )
          }
        />
        <span>{t('story-card-list.owned')}</span>
      </label>
      <span className={styles.lbBlock}>
        <span id={labelId} className={styles.lbLabel}>
          {t('story-card-list.limitBreaks')}
        </span>
        <span role="radiogroup" aria-labelledby={labelId} className={styles.limitBreaks}>
          {LIMIT_BREAKS.map((n) => (
            <label key={n} className={styles.limitBreak}>
              <input
                type="radio"
                name={group}
                value={n}
                checked={(lb ?? 0) === n}
                onChange={() => change({ kind: 'card', id, limitBreak: n }, t('story-card-list.limitBreakSet', { name, count: n }))}
              />
              <span>{n}</span>
            </label>
          ))}
        </span>
      </span>
    </>
  );
}
