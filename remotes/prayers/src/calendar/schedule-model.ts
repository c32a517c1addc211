import { personNameParts, type NameFields, type NamePart, type NameSettings } from 'shared-domain/characters/display-name';
import { isNamedCharacter, rateUpFacts, type SpoilerView } from 'shared-domain/characters/spoilers';
import { DEFAULT_SETTINGS } from 'shared-domain/settings/settings-model';
import type { CharacterType } from 'shared-domain/characters/character-types';
import type { PrayerType } from 'shared-domain/constants/prayer-kinds';
import type { MessageKey } from '../messages/catalogue';

/** What the schedule reads of a prayer (a subset of the list's summary). */
export interface SchedulePrayer {
  id: number;
  name: string;
  start: string;
  end: string;
  prayerTypes: readonly PrayerType[];
  rateUp: {
    characters: readonly {
      character: number;
      name: string;
      translit?: string;
      type: CharacterType;
      /** The portrait (the server's page functions read no picture, and their prayers carry none). */
      img?: string;
      thumbnail?: NonNullable<Parameters<typeof rateUpFacts>[0]['thumbnail']> & {
        img?: string;
        spoilerSafeThumbnail?: string;
        name?: NameFields;
      };
    }[];
  };
}

/** The colour families of the chips and bars: one per kind of prayer a player plans for. */
export const EVENT_KINDS = ['seal-crystal', 'god-crystal', 'story-card', 'limited', 'free-ritual', 'forever'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** Each kind's name, as a message key. */
export const EVENT_KIND_LABELS: Record<EventKind, MessageKey> = {
  'seal-crystal': 'calendar.kindSealCrystal',
  'god-crystal': 'calendar.kindGodCrystal',
  'story-card': 'calendar.kindStoryCard',
  limited: 'calendar.kindLimited',
  'free-ritual': 'calendar.kindFreeRitual',
  forever: 'calendar.kindForever',
};

/**
 * The standard and ritual pools run for years: on a calendar they would cover every day and say
 * nothing, so the schedule leaves them out (the feeds do the same).
 */
const PERMANENT: readonly PrayerType[] = ['standard', 'ritual'];

/** A prayer's kind: its first type decides (a Seal Crystal prayer that also offers cards is Seal Crystal). */
export function eventKind(types: readonly PrayerType[]): EventKind | null {
  for (const type of types) {
    switch (type) {
      case 'normal':
        return 'seal-crystal';
      case 'gc':
        return 'god-crystal';
      case 'story-card':
        return 'story-card';
      case 'other':
        return 'limited';
      case 'free-ritual':
        return 'free-ritual';
      case 'forever-prayer':
        return 'forever';
      default:
        break;
    }
  }
  return null;
}

/** A rerun is what the game calls one: its name says so ('EX Festival Rerun Prayer: …'). */
export const isRerun = (name: string): boolean => /\brerun\b/i.test(name);

export interface RateUpUnit {
  character: number;
  /** Null when the spoiler rule hides the unit: shown as '?' with its spoiler-safe picture. */
  name: string | null;
  /** The name's runs (Japanese ones marked), null with the name. */
  parts: NamePart[] | null;
  /** The kana reading, Japanese names' sort key; null with the name or when the prayer carried none. */
  kana: string | null;
  /** '' when the prayer carried no picture. */
  img: string;
}

/** One prayer on the calendar. Times in ms; `end` is exclusive. */
export interface ScheduleEvent {
  id: number;
  name: string;
  start: number;
  end: number;
  kind: EventKind;
  rerun: boolean;
  rateUps: RateUpUnit[];
  /** A projected date (JP content on): not announced by the global version. */
  estimated: boolean;
}

/** A rate-up as the calendar may show it under the one spoiler rule. */
function rateUpOf(c: SchedulePrayer['rateUp']['characters'][number], view: SpoilerView, names: NameSettings): RateUpUnit {
  const facts = rateUpFacts(c);
  const named = facts === null || isNamedCharacter(facts, view);
  const fields: NameFields = {
    en: c.name,
    translit: c.translit,
    enFamilyFirst: c.thumbnail?.name?.enFamilyFirst,
    jp: c.thumbnail?.name?.jp,
  };
  const parts = named ? personNameParts(fields, names) : null;
  return {
    character: c.character,
    name: parts ? parts.map((p) => p.text).join('') : null,
    parts,
    kana: named ? (c.thumbnail?.name?.kana ?? null) : null,
    img: (named ? (c.thumbnail?.img ?? c.img) : c.thumbnail?.spoilerSafeThumbnail) ?? '',
  };
}

/** A prayer as an event, or null for one the calendar does not show (a permanent pool, bad dates). */
export function toEvent(
  prayer: SchedulePrayer,
  view: SpoilerView,
  estimated = false,
  names: NameSettings = DEFAULT_SETTINGS,
): ScheduleEvent | null {
  if (prayer.prayerTypes.some((t) => PERMANENT.includes(t))) return null;
  const kind = eventKind(prayer.prayerTypes);
  const start = Date.parse(prayer.start);
  const end = Date.parse(prayer.end);
  if (kind === null || !Number.isFinite(start) || !Number.isFinite(end) || end <= start) return null;
  return {
    id: prayer.id,
    name: prayer.name,
    start,
    end,
    kind,
    rerun: isRerun(prayer.name),
    rateUps: prayer.rateUp.characters.map((c) => rateUpOf(c, view, names)),
    estimated,
  };
}

/** Events first by start, then the longer first, then by id: the order every view lays them out in. */
export const byStart = (a: ScheduleEvent, b: ScheduleEvent): number => a.start - b.start || b.end - a.end || a.id - b.id;

/**
 * The global schedule: the prayers that have started by `now`, as the list shows them. A prayer
 * not started yet is one the global version has not announced: it is a spoiler, and only the
 * projection (JP content on) shows it.
 */
export function scheduleEvents(
  prayers: readonly SchedulePrayer[],
  view: SpoilerView,
  names: NameSettings = DEFAULT_SETTINGS,
): ScheduleEvent[] {
  const out: ScheduleEvent[] = [];
  for (const p of prayers) {
    if (!(Date.parse(p.start) <= view.now)) continue;
    const event = toEvent(p, view, false, names);
    if (event) out.push(event);
  }
  return out.sort(byStart);
}

/** The events that overlap [from, to). */
export const overlapping = (events: readonly ScheduleEvent[], from: number, to: number): ScheduleEvent[] =>
  events.filter((e) => e.end > from && e.start < to);
