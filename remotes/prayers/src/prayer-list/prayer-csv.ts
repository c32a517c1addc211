import type { PrayerType, StepUpKind } from 'shared-domain/constants/prayer-kinds';
import type { MessageKey, Translate } from '../messages/catalogue';
import { durationText } from '../prayer-detail/duration-text';
import { PRAYER_TYPE_LABELS, STEP_UP_FILTER_LABELS } from './prayer-search';

/** The fields of a listed prayer the export writes: the columns a prayer card shows. */
export interface CsvPrayer {
  id: number;
  allNo: number;
  typeNo: number;
  name: string;
  prayerType: PrayerType;
  start: string;
  end: string;
  duration: number;
  max: number | null;
  rateUp: { characters: readonly { name: string }[]; cards: readonly { name: string; rarity: number }[] };
  stepUps: readonly { kind: StepUpKind }[];
}

/** The header's columns, as message keys: the file is written in the page's language. */
export const CSV_COLUMNS = [
  'prayerList.csvNo',
  'prayerList.csvId',
  'prayerList.csvPrayer',
  'prayerList.name',
  'prayerList.csvType',
  'prayerList.csvStart',
  'prayerList.csvEnd',
  'prayerList.csvDuration',
  'prayerList.csvMaxPulls',
  'prayerList.csvRateUpCharacters',
  'prayerList.csvRateUpCards',
  'prayerList.csvStepUps',
] as const satisfies readonly MessageKey[];

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A text that a
 * spreadsheet would run as a formula (= + - @ or a tab/CR first) gets a leading apostrophe.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const utc = (iso: string) => iso.replace('T', ' ').replace(/(\.\d+)?Z$/, '');

export function prayerRow(t: Translate, p: CsvPrayer): (string | number)[] {
  return [
    p.allNo,
    p.id,
    t('prayerList.prayerNumber', { no: p.typeNo }),
    p.name,
    t(PRAYER_TYPE_LABELS[p.prayerType]),
    utc(p.start),
    utc(p.end),
    durationText(t, p.duration),
    p.max === null ? '' : p.max,
    p.rateUp.characters.map((c) => c.name).join('; '),
    p.rateUp.cards.map((c) => `${c.name} (${c.rarity}★)`).join('; '),
    p.stepUps.map((s) => t(STEP_UP_FILTER_LABELS[s.kind])).join('; '),
  ];
}

/** The whole file: a header and one line per prayer, CRLF line ends, a BOM so spreadsheets read UTF-8. */
export function prayersCsv(t: Translate, prayers: readonly CsvPrayer[]): string {
  const header = CSV_COLUMNS.map((key) => csvField(t(key))).join(',');
  const lines = [header, ...prayers.map((p) => prayerRow(t, p).map(csvField).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The file name from the canonical query: 'prayers.csv', or e.g. 'prayers_name-fes_prayer-types-gc.csv'. */
export function csvFileName(query: URLSearchParams): string {
  const parts = [...query].map(([k, v]) =>
    `${k}-${v}`
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, ''),
  );
  const name = ['prayers', ...parts.filter(Boolean)].join('_').slice(0, 120);
  return `${name}.csv`;
}
