import { memo, useId, useMemo, useState } from 'react';
import type { PrayerDetail } from 'shared-domain/schemas/api/prayers';
import { NameText } from 'shared-ui/characters/name-text';
import { useNameSettings } from 'shared-ui/hooks/use-name-settings';
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
  const id = useId();
  const pickUps = pool.chara.filter((e) => e.rateType === 'pick-up');
  const candidates = pickUps.length > 0 ? pickUps : pool.chara;
  const names = useNameSettings();
  const nameOf = (c: Pool['chara'][number]) => poolEntryNameParts(c, names);
  const [targets, setTargets] = useState<number[]>(() => (candidates[0] ? [candidates[0].id] : []));
  const [n, setN] = useState('10');

  const plans = useMemo(() => {
    const out: { key: PlanKey; label: string }[] = [];
    if (!simPrayer.scDisabled && simPrayer.hasSc) out.push({ key: 'sc', label: 'Single / multi pulls (SC chances)' });
    if (simPrayer.hasGc) out.push({ key: 'gc', label: 'GC pulls (GC chances)' });
    if (simPrayer.hasGc)
      for (const s of prayer.stepUps)
        out.push({ key: `step-up-${s.index}`, label: `Step-up ${s.index} (${s.stepItems.length} x 10 pulls), then GC pulls` });
    return out;
  }, [prayer.stepUps, simPrayer]);
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
      <legend className={styles.muted}>
        {pickUps.length > 0 ? 'Rate-up characters (any of the checked)' : 'Characters (any of the checked)'}
      </legend>
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
        Chance within N pulls
      </h3>
      {candidates.length > LONG_LIST ? (
        <details className={styles.targetList}>
          <summary>
            Characters: {targets.length} checked (
            {candidates
              .filter((c) => targets.includes(c.id))
              .map((c) =>
                nameOf(c)
                  .map((p) => p.text)
                  .join(''),
              )
              .join(', ') || 'none'}
            )
          </summary>
          {targetBoxes}
        </details>
      ) : (
        targetBoxes
      )}
      <div className={styles.calcRow}>
        <label className={styles.calcField}>
          <span>Pulls made with</span>
          <select value={planKey} onChange={(e) => setPlanKey(e.target.value as PlanKey)}>
            {plans.map((p) => (
              <option key={p.key} value={p.key}>
                {p.label}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.calcField}>
          <span>N (1 to {MAX_PULLS})</span>
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
        {!validN ? (
          `Enter a number of pulls from 1 to ${MAX_PULLS}.`
        ) : targets.length === 0 ? (
          'Check at least one character.'
        ) : result ? (
          <>
            Chance within {pulls} pull{pulls === 1 ? '' : 's'}: <strong>{percent(result.chance)}%</strong>
            {' · '}Expected pulls until the first:{' '}
            <strong>{Number.isFinite(result.expectedPulls) ? result.expectedPulls.toFixed(2) : 'never'}</strong>
          </>
        ) : null}
      </p>
      <p className={styles.muted}>
        Each result is one pull; a multi is 10. Step-up stages use their multiplier and guarantees, then GC pulls follow. Pull and GC limits
        are not applied.
      </p>
    </section>
  );
});
