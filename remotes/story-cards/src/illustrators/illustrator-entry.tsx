import { memo } from 'react';
import type { ListedIllustrator } from './illustrators';
import { StarRating } from 'shared-ui/icons/star-rating';
import { DateText } from 'shared-ui/time/date-text';
import { GameText } from 'shared-ui/characters/game-text';
import { useT } from '../messages/catalogue';
import styles from './illustrators-page.module.css';

/** One illustrator: names, card count, earliest date, social links and their cards. */
export const IllustratorEntry = memo(function IllustratorEntry({ entry }: { entry: ListedIllustrator }) {
  const t = useT();
  const { artist, cards, earliestMs } = entry;
  const headingId = `artist-${artist.id}`;
  const links = [
    ['pixiv', artist.pixiv],
    ['Twitter', artist.twitter],
    [t('illustrators.website'), artist.website],
  ].filter((l): l is [string, string] => l[1] !== null);
  return (
    <article className={styles.entry} aria-labelledby={headingId} data-artist-id={artist.id}>
      <header className={styles.entryHeader}>
        <h2 id={headingId} className={styles.artistName}>
          {artist.name}{' '}
          <span lang="ja" className={styles.jp}>
            {artist.jp}
          </span>
        </h2>
        <p className={styles.facts}>
          <span>{t('illustrators.storyCards', { count: cards.length })}</span>
          <span>
            {t('illustrators.earliest')} <DateText value={earliestMs} format="short" />
          </span>
        </p>
        {links.length > 0 ? (
          <p className={styles.social}>
            {links.map(([label, url]) => (
              <a key={label} href={url} target="_blank" rel="noopener noreferrer external nofollow">
                {label} <span aria-hidden="true">↗</span>
              </a>
            ))}
          </p>
        ) : null}
      </header>
      <ul className={styles.cards} aria-label={t('illustrators.cardsBy', { name: artist.name })}>
        {cards.map((card) => (
          <li key={card.id} className={styles.card}>
            {card.image ? (
              <img src={card.image} alt="" width={72} height={102} loading="lazy" decoding="async" className={styles.cardImage} />
            ) : (
              <span className={styles.noImage}>{t('story-card-list.noImage')}</span>
            )}
            <StarRating stars={card.rarity} max={5} size={11} />
            <span className={styles.cardName}>
              <GameText en={card.name} jp={card.nameJp} />
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
});
