import { useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { CharacterType } from 'shared-domain/characters/character-types';
import { CHARACTER_TYPE_INFO, CHARACTER_TYPES } from 'shared-domain/characters/character-types';
import {
  countedDays,
  FOREVER_MODES,
  initialForeverMode,
  rarityNotes,
  statusLine,
  successRate,
  UnknownRarityError,
  type ForeverMode,
} from './forever-chance';
import type { ForeverPrayerDetailResponse } from 'shared-domain/schemas/api/characters';
import { Button } from 'shared-ui/controls/button';
import { ChoiceGroup } from 'shared-ui/controls/choice-group';
import { CharacterThumbnail } from 'shared-ui/characters/character-thumbnail';
import { useClock } from 'shared-ui/hooks/use-clock';
import { useOpenCharacter } from 'shared-ui/hooks/use-open-character';
import { TypeIcon } from 'shared-ui/icons/type-icon';
import { WidthSwitch } from 'shared-ui/page/width-switch';
import { BREAKPOINTS } from 'shared-ui/styles/breakpoints';
import { DateText } from 'shared-ui/time/date-text';
import { useT } from '../messages/catalogue';
import { richText } from '../messages/rich-text';
import styles from './forever-prayer.module.css';

type Detail = ForeverPrayerDetailResponse['content'];
type View = 'all' | 'selected';

/** The forever prayer calculator: choose characters, read the chance of getting any of them. */
export function ForeverPrayerView({ prayer }: { prayer: Detail }) {
  const t = useT();
  const openCharacter = useOpenCharacter();
  const now = useClock(1000);
  const start = Date.parse(prayer.start);
  const end = Date.parse(prayer.end);
  const ongoing = now >= start && now < end;
  const [mode, setMode] = useState<ForeverMode>(() => initialForeverMode(start, end, Date.now()));
  const effectiveMode: ForeverMode = ongoing ? mode : 0;

  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const [view, setView] = useState<View>('all');
  const [rarity, setRarity] = useState<CharacterType | null>(null);

  const counts = useMemo(() => {
    const map = new Map<CharacterType, number>();
    for (const c of prayer.characters) map.set(c.type, (map.get(c.type) ?? 0) + 1);
    return CHARACTER_TYPES.filter((t) => map.has(t)).map((t) => ({ type: t, count: map.get(t) ?? 0 }));
  }, [prayer.characters]);

  const shown = prayer.characters.filter((c) => (view === 'all' || selected.has(c.id)) && (rarity === null || c.type === rarity));
  const chosen = prayer.characters.filter((c) => selected.has(c.id));
  const dayIndexes = countedDays(prayer.days, start, end, now, effectiveMode);
  let status: string;
  try {
    status = statusLine(
      t,
      chosen.length,
      prayer.characters.length,
      successRate(
        chosen.map((c) => c.type),
        prayer.thresholds,
        start,
        dayIndexes,
      ),
      dayIndexes.length,
    );
  } catch (error) {
    if (!(error instanceof UnknownRarityError)) throw error;
    status = t('foreverPrayer.unknownRarity');
  }
  const notes = useMemo(() => rarityNotes(prayer.thresholds), [prayer.thresholds]);
  const modeOptions = useMemo(() => FOREVER_MODES.map((key, i) => ({ value: String(i) as '0' | '1' | '2', label: t(key) })), [t]);

  const toggle = (id: number) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const onContextMenu = (event: MouseEvent, id: number) => {
    event.preventDefault();
    openCharacter(id);
  };
  // Keyboard equivalent of the right click: the context-menu key, Shift+F10 or 'i' opens the details.
  const onKeyDown = (event: KeyboardEvent, id: number) => {
    if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey) || event.key === 'i') {
      event.preventDefault();
      openCharacter(id);
    }
  };

  return (
    <div className={styles.stack}>
      <section className={styles.summary} aria-label={t('foreverPrayer.summary')}>
        <h2 className={styles.heading}>{prayer.title}</h2>
        <p className={styles.muted}>
          <DateText value={prayer.start} format="long" /> – <DateText value={prayer.end} format="long" />{' '}
          {t('foreverPrayer.days', { days: prayer.days })}
        </p>
        <p>{richText((marks) => t('foreverPrayer.total', marks), { count: <strong>{prayer.characters.length}</strong> })}</p>
        <div className={styles.rarities} role="group" aria-label={t('foreverPrayer.filterByRarity')}>
          {counts.map(({ type, count }) => (
            <button
              key={type}
              type="button"
              className={styles.rarity}
              aria-pressed={rarity === type}
              onClick={() => setRarity((r) => (r === type ? null : type))}
            >
              <TypeIcon type={type} coloured /> {CHARACTER_TYPE_INFO[type].short}: {count}
            </button>
          ))}
        </div>
      </section>

      <div className={styles.controls}>
        <Button onClick={() => setView('all')} aria-pressed={view === 'all'}>
          {t('foreverPrayer.showAll')}
        </Button>
        <Button onClick={() => setView('selected')} aria-pressed={view === 'selected'}>
          {t('foreverPrayer.showSelected')}
        </Button>
        <Button
          onClick={() => {
            setView('all');
            setRarity(null);
          }}
        >
          {t('foreverPrayer.resetFilter')}
        </Button>
        <Button onClick={() => setSelected(new Set())}>{t('foreverPrayer.selectNone')}</Button>
      </div>

      {ongoing ? (
        <WidthSwitch
          below={BREAKPOINTS.narrow}
          narrow={
            <Button
              onClick={() => setMode((m) => ((m + 1) % 3) as ForeverMode)}
              aria-label={t('foreverPrayer.modeButton', { mode: t(FOREVER_MODES[mode]) })}
            >
              {t(FOREVER_MODES[mode])}
            </Button>
          }
          wide={
            <ChoiceGroup
              legend={t('foreverPrayer.modeLegend')}
              value={String(mode) as '0' | '1' | '2'}
              options={modeOptions}
              onChange={(v) => setMode(Number(v) as ForeverMode)}
            />
          }
        />
      ) : null}

      <p className={styles.status} role="status" data-testid="forever-status">
        {status}
      </p>
      <p className={styles.muted}>{t('foreverPrayer.clickHint')}</p>

      <ul className={styles.grid} aria-label={t('foreverPrayer.charactersLabel')}>
        {shown.map((c) => (
          <li key={c.id}>
            {/* Left click (Enter, Space) toggles; right click, the menu key, Shift+F10 or 'i' open the details. */}
            <div
              className={styles.pick}
              data-selected={selected.has(c.id) || undefined}
              onContextMenu={(e) => onContextMenu(e, c.id)}
              onKeyDown={(e) => onKeyDown(e, c.id)}
            >
              <CharacterThumbnail unit={c} onOpen={toggle} />
              <span className={styles.tick}>{selected.has(c.id) ? t('foreverPrayer.selected') : ''}</span>
            </div>
          </li>
        ))}
      </ul>

      <section aria-labelledby="forever-notes-heading" className={styles.notes}>
        <h2 id="forever-notes-heading" className={styles.heading}>
          {t('foreverPrayer.notesHeading')}
        </h2>
        <ul>
          <li>{t('foreverPrayer.maxAttempts', { count: dayIndexes.length })}</li>
          {notes.notes.map((n, i) => (
            <li key={i}>
              {richText(
                (marks) =>
                  t('foreverPrayer.note', {
                    ...marks,
                    rarity: CHARACTER_TYPE_INFO[n.rarity].display,
                    hasDate: n.date ? 'yes' : 'no',
                    all: n.all,
                    count: n.count,
                    each: Number(n.each.toFixed(5)),
                  }),
                { date: n.date ? <DateText value={n.date} format="short" /> : null },
              )}
            </li>
          ))}
          {notes.totals.map((total, i) => (
            <li key={`t${i}`}>
              {richText((marks) => t('foreverPrayer.totalRate', { ...marks, hasDate: total.date ? 'yes' : 'no', total: total.total }), {
                date: total.date ? <DateText value={total.date} format="short" /> : null,
              })}
            </li>
          ))}
          {prayer.notes.map((n, i) => (
            <li key={`n${i}`}>{n}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
