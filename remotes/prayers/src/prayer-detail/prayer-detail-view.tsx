import { memo, useMemo } from 'react';
import { useT, type Translate } from '../messages/catalogue';
import { PRAYER_TYPE_LABELS } from '../prayer-list/prayer-search';
import { durationText } from './duration-text';
import type { PrayerDetail } from 'shared-domain/schemas/api/prayers';
import { DateText } from 'shared-ui/time/date-text';
import { PhaseCountdown } from './phase-countdown';
import { PoolTables } from './pool-tables';
import { RateUpList } from './rate-up-list';
import { ChanceCalculator } from './simulator/chance-calculator';
import { SeededSimulator } from './simulator/seeded-simulator';
import { toSimulatorPrayer } from './simulator/simulator-prayer';
import { StepUpTables } from './step-up-tables';
import { CalendarLink } from './calendar-link';
import { PrayerEventJsonLd } from './prayer-event-json-ld';
import styles from './prayer-detail.module.css';

/** 'Seal Crystal Prayer #311': the prayer's type and its number among prayers of that type, as its card counts them. */
export const prayerTypeNumberLabel = (t: Translate, prayer: Pick<PrayerDetail, 'prayerType' | 'typeNo'>): string =>
  t('prayerDetail.typeNumber', { type: t(PRAYER_TYPE_LABELS[prayer.prayerType]), no: prayer.typeNo });

/** Beside the detail page's heading (the prayer's name). */
export function PrayerTypeNumber({ prayer }: { prayer: Pick<PrayerDetail, 'prayerType' | 'typeNo'> }) {
  const t = useT();
  return <p className={styles.typeNumber}>{prayerTypeNumberLabel(t, prayer)}</p>;
}

/**
 * Everything the detail page shows of a prayer (also the standard and ritual simulator pages, which
 * have no calendar link: their pools are always there).
 */
export const PrayerDetailView = memo(function PrayerDetailView({
  prayer,
  calendarLink = false,
}: {
  prayer: PrayerDetail;
  calendarLink?: boolean;
}) {
  const t = useT();
  const start = Date.parse(prayer.start);
  const end = Date.parse(prayer.end);
  const { pool } = prayer;
  const simPrayer = useMemo(() => (pool ? toSimulatorPrayer(prayer, pool) : null), [prayer, pool]);
  return (
    <div className={styles.stack}>
      <div className={styles.columns}>
        <img src={prayer.image.largeImg} alt={prayer.name} className={styles.banner} width={640} height={320} fetchPriority="high" />
        <div className={styles.schedule}>
          <table className={styles.table}>
            <tbody>
              <tr>
                <th scope="row">{t('prayerList.start')}</th>
                <td>
                  <DateText value={prayer.start} format="long" />
                </td>
              </tr>
              <tr>
                <th scope="row">{t('prayerList.end')}</th>
                <td>
                  <DateText value={prayer.end} format="long" />
                </td>
              </tr>
            </tbody>
          </table>
          <p>{t('prayerDetail.durationLine', { duration: durationText(t, prayer.duration) })}</p>
          <PhaseCountdown start={start} end={end} />
          {prayer.max !== null ? <p className={styles.muted}>{t('prayerDetail.max', { max: prayer.max })}</p> : null}
          {calendarLink ? <CalendarLink id={prayer.id} start={start} /> : null}
        </div>
        {calendarLink ? <PrayerEventJsonLd prayer={prayer} typeNumber={prayerTypeNumberLabel(t, prayer)} /> : null}
      </div>
      <RateUpList rateUp={prayer.rateUp} />
      <StepUpTables stepUps={prayer.stepUps} />
      <section aria-labelledby="prayer-simulator-heading" className={styles.section}>
        <h2 id="prayer-simulator-heading" className={styles.heading}>
          {t('prayerDetail.simulatorHeading')}
        </h2>
        {pool && simPrayer ? (
          <>
            <SeededSimulator prayer={prayer} pool={pool} />
            <ChanceCalculator prayer={prayer} pool={pool} simPrayer={simPrayer} />
            <PoolTables pool={pool} />
          </>
        ) : (
          <p className={styles.muted}>{t('prayerDetail.noSimulator')}</p>
        )}
      </section>
    </div>
  );
});
