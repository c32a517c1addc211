import type { RouletteResponse } from 'shared-domain/schemas/api/characters';
// Type only: the schema module holds zod, which must not reach the browser (and trips the CSP's eval rule).
import type { ROULETTE_COUNT_TYPES } from 'shared-domain/schemas/kourindou-roulette';
import { useKourindouRouletteQuery } from 'shared-ui/api/characters-api';
import { CharacterThumbnail } from 'shared-ui/characters/character-thumbnail';
import { TypeIcon } from 'shared-ui/icons/type-icon';
import { PageFrame } from 'shared-ui/page/page-frame';
import { QueryView } from 'shared-ui/query/query-view';
import { DateText } from 'shared-ui/time/date-text';
import { useT, type MessageKey } from '../messages/catalogue';
import { ROULETTE_TITLE } from '../prayer-pages';
import styles from './kourindou-roulette.module.css';

/** The roulette's per-type labels, as message keys. */
export const ROULETTE_LABELS: Record<(typeof ROULETTE_COUNT_TYPES)[number], MessageKey> = {
  gen: 'kourindouRoulette.typeGen',
  fes: 'kourindouRoulette.typeFes',
  afes: 'kourindouRoulette.typeAfes',
  sfes: 'kourindouRoulette.typeSfes',
  relic: 'kourindouRoulette.typeRelic',
  epic: 'kourindouRoulette.typeEpic',
};

export default function KourindouRoulettePage() {
  const t = useT();
  const result = useKourindouRouletteQuery();
  return (
    <PageFrame title={t(ROULETTE_TITLE)}>
      <QueryView result={result} skeletonHeight={700} label={t('kourindouRoulette.loading')}>
        {(data) => <Roulette content={data.content} />}
      </QueryView>
    </PageFrame>
  );
}

function Roulette({ content }: { content: RouletteResponse['content'] }) {
  const t = useT();
  return (
    <div className={styles.stack}>
      <dl className={styles.counts} aria-label={t('kourindouRoulette.counts')}>
        {(Object.keys(ROULETTE_LABELS) as (typeof ROULETTE_COUNT_TYPES)[number][]).map((type) => (
          <div key={type} className={styles.count}>
            <dt>
              <TypeIcon type={type} coloured /> {t(ROULETTE_LABELS[type])}
            </dt>
            <dd>{content.counts[type]}</dd>
          </div>
        ))}
        <div className={`${styles.count} ${styles.total}`}>
          <dt>{t('kourindouRoulette.total')}</dt>
          <dd>{content.total}</dd>
        </div>
      </dl>
      <p className={styles.muted}>
        {t('kourindouRoulette.updated')} <DateText value={content.updated} format="long" />
      </p>
      <ul className={styles.grid} aria-label={t('kourindouRoulette.characters')}>
        {content.characters.map((unit) => (
          <li key={unit.id}>
            <CharacterThumbnail unit={unit} />
          </li>
        ))}
      </ul>
    </div>
  );
}
