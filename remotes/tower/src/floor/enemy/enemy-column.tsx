import { memo, useId, useState, type ReactNode } from 'react';
import { displayNameParts } from 'shared-domain/characters/display-name';
import type { Element } from 'shared-domain/constants/elements';
import type { EnemyView } from 'shared-domain/schemas/api/towers';
import { selectSettings } from 'shared-domain/settings/settings-slice';
import type { ElementLang } from 'shared-domain/settings/settings-model';
import { abilityText, damageModifierLines, skillEffectText } from './effect-text';
import { elementName } from 'shared-domain/tower/element-text';
import { affinityInView, ALL_GAUGES, barriersInView, gaugeColour, remainingGauges, skillsInView } from './gauge-view';
import { useAppSelector } from 'shared-ui/hooks/store-hooks';
import { CharacterName, SPOILER_LABEL, useCharacterShowing } from 'shared-ui/characters/character-name';
import { useNameSettings } from 'shared-ui/hooks/use-name-settings';
import { thumbnailFacts, type ShownIn } from 'shared-domain/characters/spoilers';
import { ElementIcon } from 'shared-ui/icons/element-icon';
import { AnomalyRotator } from './anomaly-rotator';
import { EnemyUnit } from './enemy-unit';
import { GaugeIcons, GaugeToggle } from './gauge-toggle';
import { HpMeter } from './hp-meter';
import { useT } from '../../messages/catalogue';
import styles from './enemy.module.css';

interface EnemyColumnProps {
  enemy: EnemyView;
  /** The floor's release: its enemies are public once the global version released the floor. */
  floorRelease: ShownIn;
  /** The floor is on screen: the HP meter may fill. */
  animate: boolean;
  reducedMotion: boolean;
}

/** One enemy: unit, HP, gauges, barriers, spells, tags, weak/resist, affinities, abilities, skills, gauge effects. */
export const EnemyColumn = memo(function EnemyColumn({ enemy, floorRelease, animate, reducedMotion }: EnemyColumnProps) {
  const t = useT();
  const settings = useAppSelector(selectSettings);
  const [view, setView] = useState(ALL_GAUGES);
  const nameId = useId();
  const lang = settings.elementLang;
  // The one spoiler rule, told the floor: a released floor's enemies are named whatever they are.
  const showing = useCharacterShowing(enemy.unit.thumbnailView ? thumbnailFacts(enemy.unit.thumbnailView) : null, floorRelease);
  const named = showing !== 'hidden';
  const nameParts = displayNameParts({ name: enemy.unit.name, universe: enemy.unit.universe, title: enemy.unit.title }, useNameSettings());
  const shownName = nameParts.map((p) => p.text).join('');
  const name = named ? shownName : SPOILER_LABEL;
  const gauges = enemy.hpGauge;
  const barriers = barriersInView(enemy.barriers, view);
  const skills = skillsInView(enemy.skills, view);
  const modifiers = damageModifierLines(enemy.abilities, skills, t, lang);

  return (
    <article className={styles.column} aria-labelledby={nameId} data-testid="enemy-column">
      <header className={styles.unitRow}>
        <EnemyUnit unit={enemy.unit} name={name} showing={showing} />
        <div className={styles.unitText}>
          <h3 id={nameId} className={styles.name} data-testid="enemy-name">
            <CharacterName named={named} name={nameParts} />
          </h3>
          <HpMeter hp={enemy.hp} colour={gaugeColour(remainingGauges(view, gauges))} animate={animate} reducedMotion={reducedMotion} />
          {gauges > 1 ? (
            <GaugeToggle index={view} count={gauges} onChange={setView} enemyName={name} />
          ) : (
            <div className={styles.gaugeToggle} role="img" aria-label={t('enemy.oneGauge')}>
              <GaugeIcons index={ALL_GAUGES} count={1} />
            </div>
          )}
        </div>
      </header>

      <dl className={styles.facts}>
        <div>
          <dt>{t('enemy.barriers')}</dt>
          <dd data-testid="enemy-barriers">{typeof barriers === 'number' ? barriers : barriers.join(' / ')}</dd>
        </div>
        <div>
          <dt>{t('enemy.spells')}</dt>
          <dd className={styles.spells}>
            {enemy.spells.length
              ? enemy.spells.map((level, i) => (
                  <span key={i} className={styles.spell} data-level={level} title={t('enemy.spellLevel', { level })}>
                    {level}
                  </span>
                ))
              : '—'}
          </dd>
        </div>
      </dl>

      <Section title={t('enemy.tags')}>
        {enemy.tags.length ? (
          <ul className={styles.tagGrid}>
            {enemy.tags.map((t) => (
              <li key={t.id}>{t.name}</li>
            ))}
          </ul>
        ) : (
          <p className={styles.none}>{t('enemy.noTag')}</p>
        )}
      </Section>

      <Section title={t('enemy.weakResist')}>
        <ElementRow label={t('enemy.weak')} elements={enemy.weaks} lang={lang} />
        <ElementRow label={t('enemy.resist')} elements={enemy.resists} lang={lang} />
        {modifiers.length ? (
          <ul className={styles.modifiers}>
            {modifiers.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        ) : null}
      </Section>

      {enemy.affinities.length ? (
        <Section title={t('enemy.affinities')}>
          <ul className={styles.affinities}>
            {enemy.affinities.map((a) => (
              <li key={a.element}>
                <ElementName element={a.element} lang={lang} />
                <span className={styles.affinityValues}>
                  {affinityInView(a.values, view).map((v, i) => (
                    <span
                      key={i}
                      className={styles.affinity}
                      data-weak={v === 1 || undefined}
                      title={t('enemy.gauge', { gauge: view === ALL_GAUGES ? i + 1 : view + 1 })}
                    >
                      {v === 1 ? t('enemy.weak') : t('enemy.resist')}
                    </span>
                  ))}
                </span>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section title={t('enemy.abilities')}>
        {enemy.abilities.length ? (
          <ul className={styles.lines}>
            {enemy.abilities.map((ability, i) => {
              const text = abilityText(ability, t, lang);
              return (
                <li key={i} className={styles.ability}>
                  <strong>{text.title}</strong> <AnomalyRotator anomalies={text.anomalies} /> <span>{text.text}</span>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className={styles.none}>{t('enemy.noAbility')}</p>
        )}
      </Section>

      <Section title={t('enemy.skills')}>
        {skills.length ? (
          <ul className={styles.lines}>
            {skills.map((skill) => (
              <li key={skill.name} className={styles.skill}>
                <div className={styles.skillHead}>
                  <strong>{skill.name}</strong>
                  <span
                    className={styles.gaugeNumbers}
                    aria-label={t('enemy.skillGauges', { gauges: skill.gauges.join(t('floor.listSeparator')) })}
                  >
                    {skill.gauges.map((g) => (
                      <span key={g} className={styles.gaugeNumber} data-colour={gaugeColour(gauges - g + 1)}>
                        {g}
                      </span>
                    ))}
                  </span>
                </div>
                <EffectList effects={skill.effects} lang={lang} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.none}>{t('enemy.noSkill')}</p>
        )}
      </Section>

      {enemy.gauges.length ? (
        <Section title={t('enemy.gaugeEffects')}>
          <ul className={styles.lines}>
            {enemy.gauges.map((g) => (
              <li key={g.name}>
                <strong>{g.name}</strong>
                <EffectList effects={g.effects} lang={lang} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </article>
  );
});

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h4 className={styles.sectionTitle}>{title}</h4>
      {children}
    </section>
  );
}

function ElementName({ element, lang }: { element: Element; lang: ElementLang }) {
  // elementName throws 'element not found!' for a value outside the list.
  const label = elementName(element, lang);
  return (
    <span className={styles.element}>
      <ElementIcon element={element} lang={lang} decorative size={18} />
      <span>{label}</span>
    </span>
  );
}

function ElementRow({ label, elements, lang }: { label: string; elements: Element[]; lang: ElementLang }) {
  const t = useT();
  return (
    <div className={styles.elementRow}>
      <span className={styles.elementRowLabel}>{label}</span>
      {elements.length ? (
        elements.map((e) => <ElementName key={e} element={e} lang={lang} />)
      ) : (
        <span className={styles.none}>{t('floor.none')}</span>
      )}
    </div>
  );
}

function EffectList({ effects, lang }: { effects: EnemyView['skills'][number]['effects']; lang: ElementLang }) {
  const t = useT();
  if (!effects.length) return <p className={styles.effectsNone}>{t('enemy.noEffect')}</p>;
  return (
    <ul className={styles.effects}>
      {effects.map((effect, i) => (
        <li key={i} data-disabled={!effect.enabled || undefined}>
          {skillEffectText(effect, t, lang)}
        </li>
      ))}
    </ul>
  );
}
