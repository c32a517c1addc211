import { memo } from 'react';
import { personNameParts } from 'shared-domain/characters/display-name';
import { rateUpFacts } from 'shared-domain/characters/spoilers';
import type { PrayerDetail } from 'shared-domain/schemas/api/prayers';
import { CharacterName, useNamedCharacter } from 'shared-ui/characters/character-name';
import { cardLimitBreak, isOwnedUnit } from 'shared-domain/collection/collection-model';
import { useShownCollection } from 'shared-ui/hooks/use-collection';
import { CharacterLink } from 'shared-ui/characters/character-link';
import { useNameSettings } from 'shared-ui/hooks/use-name-settings';
import { GameText } from 'shared-ui/characters/game-text';
import { StarRating } from 'shared-ui/icons/star-rating';
import { TypeIcon } from 'shared-ui/icons/type-icon';
import { useT } from '../messages/catalogue';
import { OwnedMark } from './owned-mark';
import styles from './prayer-detail.module.css';

type RateUpUnit = PrayerDetail['rateUp']['characters'][number];

/** One rate-up character, named or '?' by the one spoiler rule (as in its modal and on prayer cards). */
function RateUpCharacter({ unit: c, owned }: { unit: RateUpUnit; owned: boolean }) {
  const t = useT();
  const named = useNamedCharacter(rateUpFacts(c));
  const names = useNameSettings();
  const name = personNameParts(
    { en: c.name, translit: c.translit, enFamilyFirst: c.thumbnail?.name?.enFamilyFirst, jp: c.thumbnail?.name?.jp },
    names,
  );
  return (
    <li>
      <CharacterLink id={c.character} className={styles.rateUpCharacter}>
        <span className={styles.portraitFrame}>
          <img
            src={named ? c.img : (c.thumbnail?.spoilerSafeThumbnail ?? c.img)}
            alt=""
            width={72}
            height={72}
            loading="lazy"
            decoding="async"
            className={styles.portrait}
          />
          {/* A hidden ('?') unit shows no mark: owning it would tell which unit it is. */}
          {named ? <OwnedMark overlay owned={owned} unit={c.character} /> : null}
        </span>
        <span className={styles.rateUpName}>
          {named ? <TypeIcon type={c.type} coloured label={c.type} /> : null} <CharacterName named={named} name={name} />
        </span>
        {c.isNew || c.status === 'new' ? (
          <span className={styles.flag}>{t('prayerDetail.new')}</span>
        ) : c.status === 'extra' ? (
          <span className={styles.flag}>{t('prayerDetail.extra')}</span>
        ) : null}
        {c.exchange && c.exchangeAmount ? (
          <span className={styles.muted}>{t('prayerDetail.exchange', { amount: c.exchangeAmount })}</span>
        ) : null}
      </CharacterLink>
    </li>
  );
}

/** 'Rate Up:' characters (click: the character modal) and the rate-up story cards. */
export const RateUpList = memo(function RateUpList({ rateUp }: { rateUp: PrayerDetail['rateUp'] }) {
  const t = useT();
  const collection = useShownCollection();
  if (rateUp.characters.length === 0 && rateUp.cards.length === 0) return null;
  return (
    <section aria-labelledby="rate-up-heading" className={styles.rateUp}>
      <h2 id="rate-up-heading" className={styles.heading}>
        {t('prayerDetail.rateUp')}
      </h2>
      {rateUp.characters.length > 0 ? (
        <ul className={styles.rateUpCharacters}>
          {rateUp.characters.map((c) => (
            <RateUpCharacter key={c.character} unit={c} owned={collection !== null && isOwnedUnit(collection, c.character)} />
          ))}
        </ul>
      ) : null}
      {rateUp.cards.length > 0 ? (
        <ul className={styles.rateUpCards} aria-label={t('prayerDetail.rateUpCards')}>
          {rateUp.cards.map((card) => (
            <li key={card.card} className={styles.rateUpCard}>
              <StarRating stars={card.rarity} size={14} />{' '}
              <span>
                <GameText en={card.name} jp={card.nameJp} />
              </span>
              <OwnedMark owned={collection !== null && cardLimitBreak(collection, card.card) !== null} card={card.card} />
              {card.exchangeAmount ? (
                <span className={styles.muted}> — {t('prayerDetail.exchange', { amount: card.exchangeAmount })}</span>
              ) : null}
              {card.isNew ? <span className={styles.flag}>{t('prayerDetail.new')}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
});
