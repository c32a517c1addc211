import { memo, type ReactNode } from 'react';
import type { Role } from 'shared-domain/constants/roles';
import type { StoryCardListItem } from 'shared-domain/schemas/api/story-cards';
import type { ReleaseState } from './card-release';
import { statIdOf, statRange, totalRange } from './card-stats';
import { effectLabel, elementOf } from './effect-catalogue';
import { valuesText, type BuffLike } from './effect-text';
import { formatNumber } from 'shared-domain/formatting/format-number';
import { CardCollectionControls } from './card-collection-controls';
import { CardTypeIcon } from './card-type-icon';
import { ElementIcon } from 'shared-ui/icons/element-icon';
import { RoleIcon } from 'shared-ui/icons/role-icon';
import { StarRating } from 'shared-ui/icons/star-rating';
import { StatImage } from './stat-image';
import { DateText } from 'shared-ui/time/date-text';
import { GameText } from 'shared-ui/characters/game-text';
import { useEnglishTextLang } from 'shared-ui/i18n/locale-context';
import { useT } from '../messages/catalogue';
import { selectKey } from '../messages/select-key';
import styles from './story-card-item.module.css';

export interface StoryCardItemProps {
  card: StoryCardListItem;
  /** released, or unreleased with details shown ('revealed') or not yet ('hidden'). */
  state: ReleaseState;
  tagName: (id: string) => string | undefined;
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

function RoleOnly({ role }: { role: Role }) {
  const t = useT();
  return (
    <span className={styles.only}>
      {`${t('story-card-list.roleOnly')} `}
      <RoleIcon role={role} size={16} decorative />
      {` ${t('story-card-list.roleName', { role })}`}
    </span>
  );
}

/** An effect's name is game text (English, as search matches it); its target, turns and role are the page's words. */
function BuffLine({ buff, hidden, tagName }: { buff: BuffLike; hidden: boolean; tagName: StoryCardItemProps['tagName'] }) {
  const t = useT();
  const englishLang = useEnglishTextLang();
  // One text run for the target, turns and 'disabled' (the role, when given, comes between them).
  const before = [t('story-card-list.targetName', { target: buff.target })];
  if (buff.turn !== null) before.push(t('story-card-list.turns', { count: buff.turn }));
  const after = buff.enabled ? '' : ` · ${t('story-card-list.disabled')}`;
  return (
    <span className={buff.enabled ? styles.buff : `${styles.buff} ${styles.disabled}`}>
      <span className={styles.buffName} lang={englishLang}>
        {buff.attrType === 'elem' ? <ElementIcon element={elementOf(buff.attrName)} size={16} decorative /> : null}
        {effectLabel(buff.attrType, buff.attrName, tagName)}
      </span>
      <span className={styles.buffMeta}>
        {buff.role ? (
          <>
            {`${before.join(' · ')} · `}
            <RoleOnly role={buff.role} />
            {after || null}
          </>
        ) : (
          before.join(' · ') + after
        )}
      </span>
      <span className={styles.buffValues}>{valuesText(buff.values, hidden)}</span>
    </span>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * One story card: name, type, image, stars, stat ranges with the weighted total,
 * effects, artist, release, where to get it and the two reference links. Before its reveal an
 * unreleased card shows '?' for minimums and effect values.
 */
export const StoryCardItem = memo(function StoryCardItem({ card, state, tagName }: StoryCardItemProps) {
  const t = useT();
  const hidden = state === 'hidden';
  const total = totalRange(card.stats);
  const links = [card.links.reference1, card.links.reference2].filter((l): l is string => l !== null);
  const headingId = `story-card-${card.id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId} data-card-id={card.id} data-release={state}>
      <header className={styles.header}>
        <CardTypeIcon type={card.type} size={22} />
        <h2 id={headingId} className={styles.name}>
          <GameText en={card.name} jp={card.nameJp} />
        </h2>
        {state === 'released' ? null : <span className={styles.badge}>{t('story-card-list.unreleased')}</span>}
      </header>
      <div className={styles.top}>
        <div className={styles.picture}>
          {card.image ? (
            <img src={card.image} alt="" width={96} height={136} loading="lazy" decoding="async" className={styles.image} />
          ) : (
            <span className={styles.noImage}>{t('story-card-list.noImage')}</span>
          )}
          <StarRating stars={card.rarity} max={5} />
        </div>
        <table className={styles.stats}>
          <caption className={styles.srOnly}>{t('story-card-list.statsCaption')}</caption>
          <tbody>
            {card.stats.map((stat) => {
              const id = statIdOf(stat.type);
              const range = statRange(stat);
              return (
                <tr key={id}>
                  <th scope="row">
                    <StatImage stat={id} />
                    {` ${t('story-card-list.statName', { stat: selectKey(id) })}`}
                  </th>
                  <td>{`${hidden ? '?' : formatNumber(range.min)} – ${formatNumber(range.max)}`}</td>
                </tr>
              );
            })}
            <tr className={styles.total}>
              <th scope="row">{t('story-card-list.total')}</th>
              <td>{`${hidden ? '?' : formatNumber(total.min)} – ${formatNumber(total.max)}`}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <div className={styles.effects}>
        <h3 className={styles.srOnly}>{t('story-card-list.effects')}</h3>
        {card.buffs.length === 0 && card.randomBuffs.length === 0 ? (
          <p className={styles.noEffect}>{t('story-card-list.noEffect')}</p>
        ) : (
          <ul className={styles.buffList}>
            {card.buffs.map((buff, i) => (
              <li key={i}>
                <BuffLine buff={buff} hidden={hidden} tagName={tagName} />
              </li>
            ))}
            {card.randomBuffs.map((group, i) => (
              <li key={`random-${i}`}>
                <span className={styles.randomLabel}>{t('story-card-list.randomOneOf')}</span>
                <ul className={styles.randomList}>
                  {group.map((buff, j) => (
                    <li key={j}>
                      <BuffLine buff={buff} hidden={hidden} tagName={tagName} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </div>
      <dl className={styles.meta}>
        <Field label={t('story-card-list.artist')}>
          {card.artistName ?? card.artist ?? t('story-card-list.unknownArtist')}
          {card.artistJp ? <span lang="ja" className={styles.jp}>{` (${card.artistJp})`}</span> : null}
        </Field>
        <Field label={t('story-card-list.release')}>
          <DateText value={card.releaseDate} format="short" />
        </Field>
        <Field label={t('story-card-list.obtainedFrom')}>
          {card.obtaining.length >= 2 ? (
            <ul className={styles.sources}>
              {card.obtaining.map((o, i) => (
                <li key={i}>{o.display}</li>
              ))}
            </ul>
          ) : (
            (card.obtaining[0]?.display ?? '—')
          )}
        </Field>
      </dl>
      <CardCollectionControls id={card.id} name={card.name} />
      {links.length > 0 ? (
        <p className={styles.links}>
          {links.map((url) => (
            <a key={url} href={url} target="_blank" rel="noopener noreferrer external">
              {`${hostOf(url)} `}
              <span aria-hidden="true">↗</span>
            </a>
          ))}
        </p>
      ) : null}
    </article>
  );
});
