import { memo, useId, useMemo, useState } from 'react';
import type { PrayerDetail } from 'shared-domain/schemas/api/prayers';
import { NameText } from 'shared-ui/characters/name-text';
import { useNameSettings } from 'shared-ui/hooks/use-name-settings';
import { useT } from '../../messages/catalogue';
import { richText } from '../../messages/rich-text';
import { poolEntryNameParts } from '../pool-entry-name';
import { MAX_PULLS, withinN, type ChanceEntry, type ChancePlan } from './pull-chance';
import type { SimulatorPrayer } from './simulator-session';
import styles from './simulator.module.css';

type Pool = NonNullable<PrayerDetail['pool']>;
type PlanKey = 'sc' | 'gc' | `step-up-${number}`;

/** Past this many candidates (a standard pool) the checkboxes fold away. */
const LONG_LIST = 12;

const entriesOf = (pool: Pool, kind: 'sc' | 'gc', targets: ReadonlySet<number>): ChanceEntry[] => [
  ...pool.chara.map((e) => ({ chance: e.chance[kind], isChara: true, isPickUp: e.rateType === 'pick-up', isTarget: targets.has(e.id) })),
  ...[...pool.card3, ...pool.card4, ...pool.card5].map((e) => ({
    chance: e.chance[kind],
    isChara: false,
    isPickUp: e.rateType === 'pick-up',
    isTarget: false,
  })),
];

const percent = (p: number) => {
  const v = p * 100;
  if (v > 0 && v < 0.00001) return '< 0.00001';
  return v.toFixed(5).replace(/\.?0+$/, '') || '0';
};

/**
 * The chance of getting a chosen rate-up (or any of several) within N pulls, exactly, from the pool's
 * chances and the step-up rules (./pull-chance), with the expected pull count.
 */
export const ChanceCalculator = memo(function ChanceCalculator({
  prayer,
  pool,
  simPrayer,
}: {
  prayer: PrayerDetail;
  pool: Pool;
  simPrayer: SimulatorPrayer;
}) {
  const t = useT();
  const id = useId();
  const pickUps = pool.chara.filter((e) => e.rateType === 'pick-up');
  const candidates = pickUps.length > 0 ? pickUps : pool.chara;
  const names = useNameSettings();
  const nameOf = (c: Pool['chara'][number]) => poolEntryNameParts(c, names);
  const [targets, setTargets] = useState<number[]>(() => (candidates[0] ? [candidates[0].id] : []));
  const [n, setN] = useState('10');

  const plans = useMemo(() => {
    const out: { key: PlanKey; label: string }[] = [];
    if (!simPrayer.scDisabled && simPrayer.hasSc) out.push({ key: 'sc', label: t('simulator.planSc') });
    if (simPrayer.hasGc) out.push({ key: 'gc', label: t('simulator.planGc') });
    if (simPrayer.hasGc)
      for (const s of prayer.stepUps)
        out.push({ key: `step-up-${s.index}`, label: t('simulator.planStepUp', { index: s.index, stages: s.stepItems.length }) });
    return out;
  }, [prayer.stepUps, simPrayer, t]);
  const [planKey, setPlanKey] = useState<PlanKey>(() => plans[0]?.key ?? 'sc');

  const pulls = Number(n);
  const validN = /^\d{1,4}$/.test(n.trim()) && pulls >= 1 && pulls <= MAX_PULLS;
  const result = useMemo(() => {
    if (!validN || targets.length === 0) return null;
    const set = new Set(targets);
    const gc = entriesOf(pool, 'gc', set);
    let plan: ChancePlan;
    if (planKey === 'sc') plan = { stages: [], stageEntries: gc, plainEntries: entriesOf(pool, 'sc', set) };
    else if (planKey === 'gc') plan = { stages: [], stageEntries: gc, plainEntries: gc };
    else {
      const stepUp = prayer.stepUps[Number(planKey.slice('step-up-'.length)) - 1];
      plan = { stages: stepUp?.stepItems ?? [], stageEntries: gc, plainEntries: gc };
    }
    return withinN(plan, pulls);
  }, [validN, targets, pool, planKey, prayer.stepUps, pulls]);

  const toggle = (charId: number) => setTargets((t) => (t.includes(charId) ? t.filter((x) => x !== charId) : [...t, charId]));

  if (plans.length === 0 || candidates.length === 0) return null;
  const targetBoxes = (
    <fieldset className={styles.targets}>
      <legend className={styles.muted}>{t(pickUps.length > 0 ? 'simulator.rateUpTargets' : 'simulator.characterTargets')}</legend>
      {candidates.map((c) => (
        <label key={c.id}>
          <input type="checkbox" checked={targets.includes(c.id)} onChange={() => toggle(c.id)} /> <NameText parts={nameOf(c)} />
        </label>
      ))}
    </fieldset>
  );
  return (
    <section className={styles.calculator} aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`} className={styles.subheading}>
        {t('simulator.chanceHeading')}
      </h3>
      {candidates.length > LONG_LIST ? (
        <details className={styles.targetList}>
          <summary>
            {t('simulator.checked', {
              count: targets.length,
              names:
                candidates
                  .filter((c) => targets.includes(c.id))
                  .map((c) =>
                    nameOf(c)
                      .map((p) => p.text)
                      .join(''),
                  )
                  .join(', ') || t('simulator.none'),
            })}
          </summary>
          {targetBoxes}
        </details>
      ) : (
        targetBoxes
      )}
      <div className={styles.calcRow}>
        <label className={styles.calcField}>
          <span>{t('simulator.pullsMadeWith')}</span>
          <select value={planKey} onChange={(e) => setPlanKey(e.target.value as PlanKey)}>
            {plans.map((p) => (
              <option key={p.key} value={p.key}>
                {p.label}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.calcField}>
          <span>{t('simulator.pullCount', { max: MAX_PULLS })}</span>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_PULLS}
            value={n}
            onChange={(e) => setN(e.target.value)}
            aria-invalid={!validN}
          />
        </label>
      </div>
      <p className={styles.answer} aria-live="polite" data-testid="within-n-answer">
        {!validN
          ? t('simulator.enterPulls', { max: MAX_PULLS })
          : targets.length === 0
            ? t('simulator.checkOne')
            : result
              ? richText((marks) => t('simulator.answer', { ...marks, pulls }), {
                  chance: <strong>{percent(result.chance)}%</strong>,
                  expected: (
                    <strong>{Number.isFinite(result.expectedPulls) ? result.expectedPulls.toFixed(2) : t('simulator.never')}</strong>
                  ),
                })
              : null}
      </p>
      <p className={styles.muted}>{t('simulator.calculatorNote')}</p>
    </section>
  );
});
