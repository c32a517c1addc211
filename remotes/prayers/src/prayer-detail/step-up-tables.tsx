import { memo } from 'react';
import type { PrayerDetail } from 'shared-domain/schemas/api/prayers';
import { STEP_UP_FILTER_LABELS } from '../prayer-list/prayer-search';
import { formatNumber } from 'shared-domain/formatting/format-number';
import { DateText } from 'shared-ui/time/date-text';
import { useT } from '../messages/catalogue';
import styles from './prayer-detail.module.css';

/** Multipliers read like x1.0, x1.5, x2.0 (two decimals only when the value needs them: x1.25). */
export const multiplierText = (m: number) => `x${Number.isInteger(m * 10) ? m.toFixed(1) : String(m)}`;

/** One table per step-up: Pull No, GC Cost, Guaranteed characters, Multiplier. */
export const StepUpTables = memo(function StepUpTables({ stepUps }: { stepUps: PrayerDetail['stepUps'] }) {
  const t = useT();
  if (stepUps.length === 0) return null;
  return (
    <section aria-labelledby="step-ups-heading" className={styles.section}>
      <h2 id="step-ups-heading" className={styles.heading}>
        {t('prayerDetail.stepUps')}
      </h2>
      <div className={styles.tableGrid}>
        {stepUps.map((s) => (
          <div key={s.id} className={styles.tableWrap}>
            <table className={styles.table}>
              <caption>
                {t('prayerDetail.stepUpCaption', { index: s.index, kind: t(STEP_UP_FILTER_LABELS[s.kind]) })}{' '}
                <span className={styles.muted}>
                  (<DateText value={s.start} format="short" /> – <DateText value={s.end} format="short" />)
                </span>
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('prayerDetail.columnPullNo')}</th>
                  <th scope="col">{t('prayerDetail.columnGcCost')}</th>
                  <th scope="col">{t('prayerDetail.columnGuaranteed')}</th>
                  <th scope="col">{t('prayerDetail.columnMultiplier')}</th>
                </tr>
              </thead>
              <tbody>
                {s.stepItems.map((item, i) => (
                  <tr key={i}>
                    <td>{i + 1}</td>
                    <td>{formatNumber(item.cost)}</td>
                    <td>
                      {item.guaranteed}
                      {item.pickUpGuaranteed ? ` ${t('prayerDetail.plusRateUp')}` : ''}
                    </td>
                    <td>{multiplierText(item.multiplier)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </div>
    </section>
  );
});
