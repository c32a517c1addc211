import { useState } from 'react';
import { personName, personNameParts } from 'shared-domain/characters/display-name';
import { isDebutEstimated } from 'shared-domain/characters/provenance';
import { characterFacts, currentStatus, isNamedCharacter } from 'shared-domain/characters/spoilers';
import { rerunHistory } from 'shared-domain/prayers/reruns';
import type { CharacterModalResponse } from 'shared-domain/schemas/api/characters';

import { selectSettings } from 'shared-domain/settings/settings-slice';
import { NameText } from 'shared-ui/characters/name-text';
import { useNameSettings } from 'shared-ui/hooks/use-name-settings';
import { useAppSelector } from 'shared-ui/hooks/store-hooks';
import { useClock } from 'shared-ui/hooks/use-clock';
import { useTitleOver } from 'shared-ui/hooks/use-page-title';
import { RoleIcon } from 'shared-ui/icons/role-icon';
import { TypeIcon } from 'shared-ui/icons/type-icon';
import { Countdown } from 'shared-ui/time/countdown';
import { DateText } from 'shared-ui/time/date-text';
import { useT } from '../messages/catalogue';
import { characterTitle, releaseCountdown, statusText } from './character-detail-rules';
import { CharacterFacts } from './character-facts';
import { FeaturedPrayers, featuredRows } from './featured-prayers';
import { CharacterLinks } from './character-links';
import styles from './character-view.module.css';
import { UnitCollectionControls } from './unit-collection-controls';
import { useImageReady } from './use-image-ready';

const MASK = '?';

/** Everything the modal shows about one unit. */
export function CharacterView({ character }: { character: CharacterModalResponse }) {
  const t = useT();
  const settings = useAppSelector(selectSettings);
  // The modal's countdown ticks every 500 ms; the mask follows the same clock.
  const now = useClock(500);
  // The one spoiler rule, the same as every thumbnail, list, prayer and the home page's.
  const facts = characterFacts(character);
  const masked = !isNamedCharacter(facts, { jpContent: settings.jpContent, now });
  const [costume, setCostume] = useState(false);
  const hasCostume = character.img.frFull !== null && !masked;
  const src = masked ? character.images.spoilerSafeThumbnail : costume && character.img.frFull ? character.img.frFull : character.img.full;
  const image = useImageReady(src);
  const countdown = releaseCountdown(facts, now);
  const names = useNameSettings();
  const nameParts = personNameParts(character.name, names);
  const name = masked ? MASK : nameParts.map((p) => p.text).join('');
  // The line under the heading gives the name the heading does not: the Japanese one under an
  // English heading, the English one under a Japanese heading, none under both.
  const subName =
    names.nameScript === 'en'
      ? { text: character.name.jp, lang: 'ja' }
      : names.nameScript === 'ja'
        ? { text: personName(character.name, { ...names, nameScript: 'en' }), lang: undefined }
        : null;
  // Which of the prayers have started, and how long ago the latest did, follow the page's clock.
  const featured = rerunHistory(character.featuredIn, now);
  // While open, the dialog names the document as a link to it is titled; a hidden unit leaves the page's title.
  useTitleOver('dialog', masked ? null : characterTitle(character));

  return (
    <article className={styles.view} aria-busy={!image.ready}>
      {image.ready ? null : (
        <div className={styles.loading} role="status">
          {masked ? t('characterDetail.loadingHidden') : t('characterDetail.loadingName', { name })}
        </div>
      )}
      <figure className={styles.figure}>
        <img
          className={styles.portrait}
          src={src}
          alt={masked ? t('characterDetail.hiddenAlt') : costume ? t('characterDetail.costumeAlt', { name }) : name}
          width={512}
          height={720}
          onLoad={image.onLoad}
          onError={image.onError}
        />
        {hasCostume ? (
          <button type="button" className={styles.costume} aria-pressed={costume} onClick={() => setCostume((on) => !on)}>
            {t(costume ? 'characterDetail.showDefault' : 'characterDetail.showCostume')}
          </button>
        ) : null}
      </figure>

      <div className={styles.info}>
        <header className={styles.names}>
          <p className={styles.kana} lang="ja">
            {masked ? MASK : character.name.kana}
          </p>
          <h3 className={styles.name}>{masked ? MASK : <NameText parts={nameParts} />}</h3>
          {subName ? (
            <p className={styles.jpName} lang={subName.lang}>
              {masked ? MASK : subName.text}
            </p>
          ) : null}
          <p className={styles.title}>
            {masked ? MASK : character.title.en}
            {!masked && character.title.jp ? (
              <span lang="ja" className={styles.titleJp}>
                {' '}
                {character.title.jp}
              </span>
            ) : null}
          </p>
        </header>

        <ul className={styles.badges} aria-label={t('characterDetail.badges')}>
          <li>
            <span>#{character.id}</span>
          </li>
          <li>
            {masked ? null : <TypeIcon type={character.type} coloured decorative />}
            <span>{masked ? MASK : t('characterDetail.type', { type: character.type })}</span>
          </li>
          <li>
            {masked ? null : <RoleIcon role={character.meta.role} decorative />}
            <span>{masked ? MASK : t('characterDetail.role', { role: character.meta.role })}</span>
          </li>
          <li>
            <span>{t('characterDetail.universe', { universe: masked ? MASK : character.meta.universe })}</span>
          </li>
          <li className={styles.status}>
            <span>{statusText(currentStatus(character, now), t)}</span>
          </li>
        </ul>

        {masked ? null : <UnitCollectionControls id={character.id} name={name} hasRebirth={character.fr.available} />}

        {masked || countdown.state === 'none' ? null : (
          <p className={styles.release}>
            {countdown.state === 'counting' ? (
              <>
                <span className={styles.releaseLabel}>{t('characterDetail.releasedIn')}</span>
                <Countdown to={countdown.at} tickMs={500} />
              </>
            ) : (
              t('characterDetail.released')
            )}
          </p>
        )}

        {masked ? (
          <p className={styles.spoiler}>{t('characterDetail.spoiler')}</p>
        ) : (
          <>
            <CharacterFacts
              rows={[
                [
                  t('characterDetail.globalDebut'),
                  <span key="debut">
                    <DateText value={character.release.debut} format="long" fallback={t('characterDetail.notYet')} />
                    {character.release.debut !== null && isDebutEstimated(character) ? t('characterDetail.estimated') : null}
                  </span>,
                ],
                [
                  t('characterDetail.jpRelease'),
                  <DateText key="jp" value={character.release.jpDebut} format="long" fallback={t('characterDetail.unknown')} />,
                ],
                [
                  t('characterDetail.rebirth'),
                  character.fr.available ? (
                    <DateText
                      key="fr"
                      value={character.fr.date}
                      format="long"
                      mode={character.fr.dateMode}
                      fallback={t('characterDetail.dateUnknown')}
                    />
                  ) : (
                    t('characterDetail.notAvailable')
                  ),
                ],
                ...featuredRows(featured, now, t),
              ]}
            />
            <FeaturedPrayers history={featured} name={name} />
            <CharacterLinks links={character.links} name={name} />
          </>
        )}
      </div>
    </article>
  );
}
