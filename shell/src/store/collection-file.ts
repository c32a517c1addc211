import { isLimitBreak, type Collection, type LimitBreak, type UnitMark } from 'shared-domain/collection/collection-model';

/** What names a collection file (exported, imported, stored), whatever its version. */
export const COLLECTION_FORMAT = 'tlw-tracker-collection';
export const COLLECTION_VERSION = 2;
/** A file of every unit and card at full marks is well under 100 KB; anything over this is not ours. */
export const MAX_COLLECTION_FILE_BYTES = 5 * 1024 * 1024;
/** More entries than the game could ever have: refuse before walking them. */
const MAX_ENTRIES = 100_000;
const ID = /^[1-9]\d{0,9}$/;

export type CollectionRead = { ok: true; collection: Collection; version: number } | { ok: false; problem: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const fail = (problem: string): CollectionRead => ({ ok: false, problem });

/** Version 1 kept the owned units as a list of ids (no rebirth) and the cards as id → limit breaks. */
function unitsV1(units: unknown): Record<string, UnitMark> | string {
  if (!Array.isArray(units)) return 'its "units" is not a list';
  if (units.length > MAX_ENTRIES) return 'it holds far more units than the game has';
  const out: Record<string, UnitMark> = {};
  for (const id of units) {
    if (!Number.isInteger(id) || !ID.test(String(id))) return `unit id ${JSON.stringify(id)} is not a unit id`;
    out[String(id)] = { fr: false };
  }
  return out;
}

function unitsV2(units: unknown): Record<string, UnitMark> | string {
  if (!isRecord(units)) return 'its "units" is not an object';
  const entries = Object.entries(units);
  if (entries.length > MAX_ENTRIES) return 'it holds far more units than the game has';
  const out: Record<string, UnitMark> = {};
  for (const [id, mark] of entries) {
    if (!ID.test(id)) return `unit id "${id}" is not a unit id`;
    if (!isRecord(mark) || typeof mark.fr !== 'boolean') return `unit ${id} has no true/false "fr"`;
    out[id] = { fr: mark.fr };
  }
  return out;
}

function cardsOf(cards: unknown): Record<string, LimitBreak> | string {
  if (!isRecord(cards)) return 'its "cards" is not an object';
  const entries = Object.entries(cards);
  if (entries.length > MAX_ENTRIES) return 'it holds far more story cards than the game has';
  const out: Record<string, LimitBreak> = {};
  for (const [id, lb] of entries) {
    if (!ID.test(id)) return `story card id "${id}" is not a card id`;
    if (!isLimitBreak(lb)) return `story card ${id} has limit breaks ${JSON.stringify(lb)} (0 to 4 expected)`;
    out[id] = lb;
  }
  return out;
}

/**
 * Reads a parsed value (a file, or what IndexedDB kept) at any known version into the current
 * collection. Every problem is named; nothing is half-read.
 */
export function readCollectionValue(value: unknown): CollectionRead {
  if (!isRecord(value) || value.format !== COLLECTION_FORMAT) return fail('This is not a Touhou LostWord Tracker collection file.');
  const { version } = value;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return fail('The collection file has no valid version number.');
  }
  if (version > COLLECTION_VERSION) {
    return fail(
      `The collection file comes from a newer version of the site (collection version ${version}; this page reads up to ${COLLECTION_VERSION}). Reload the site and try again.`,
    );
  }
  const units = version === 1 ? unitsV1(value.units) : unitsV2(value.units);
  const cards = cardsOf(value.cards);
  if (typeof units === 'string') return fail(`The collection file is damaged: ${units}.`);
  if (typeof cards === 'string') return fail(`The collection file is damaged: ${cards}.`);
  return { ok: true, collection: { units, cards }, version };
}

/** Reads a file's text as the player picked it; `bytes` is the file's size as the browser reports it. */
export function readCollectionFile(text: string, bytes: number = new TextEncoder().encode(text).length): CollectionRead {
  if (bytes > MAX_COLLECTION_FILE_BYTES) {
    return fail(`The file is too large (${(bytes / 1024 / 1024).toFixed(1)} MB; a collection file is under 5 MB).`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fail('The file is not valid JSON: it may be damaged or cut short.');
  }
  return readCollectionValue(parsed);
}

/** The stored and exported shape, at the current version. */
export function collectionDocument(c: Collection, exportedAt?: string) {
  return { format: COLLECTION_FORMAT, version: COLLECTION_VERSION, ...(exportedAt ? { exportedAt } : {}), units: c.units, cards: c.cards };
}

/**
 * What the browser stores: the current document plus the count of changes since the last export.
 * The count is an extra field, not a new version: files stay readable by a tab of the previous
 * site, and a document stored before the count existed (or damaged there) reads as 0.
 */
export const storedDocument = (c: Collection, changesSinceExport: number) => ({ ...collectionDocument(c), changesSinceExport });

/** Far more changes than anyone makes between two exports: a count above it is not ours. */
const MAX_CHANGES = 1_000_000;

export function changesSinceExportOf(value: unknown): number {
  const n = isRecord(value) ? value.changesSinceExport : undefined;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_CHANGES ? n : 0;
}

export const exportCollection = (c: Collection, now: Date): string =>
  `${JSON.stringify(collectionDocument(c, now.toISOString()), null, 1)}\n`;

export const exportFileName = (now: Date): string => `tlw-collection-${now.toISOString().slice(0, 10)}.json`;
