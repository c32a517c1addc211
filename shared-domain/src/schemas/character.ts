import { z } from 'zod';
import {
  characterIdSchema,
  characterStatusSchema,
  characterTypeSchema,
  dateModeSchema,
  imagePathSchema,
  isoDateTimeSchema,
  roleSchema,
  textSchema,
  universeSchema,
  urlSchema,
} from './common';

/** Names: Japanese, kana reading, global English, and transliteration of the reading. */
export const characterNameSchema = z.strictObject({
  jp: textSchema,
  kana: textSchema,
  en: textSchema,
  /** Romanised reading in Japanese order (shown when the transliterated-names setting is on). */
  translit: textSchema,
  /** Family name first (shown when the traditional-name setting is on); equals `en` for Western names. */
  enFamilyFirst: textSchema,
});
export type CharacterName = z.infer<typeof characterNameSchema>;

/** Layout hints for long names. */
export const characterNameMetaSchema = z.strictObject({
  modalSmall: z.boolean(),
  /** Lengths of the kana segments (family name, given name, ...), used to break long readings. */
  kanaStructure: z.array(z.number().int().positive()).min(1),
  trackerSize: z.enum(['normal', 'small', 'xsmall']),
});

export const characterImagesSchema = z.strictObject({
  thumbnail: imagePathSchema,
  /** Rebirth-costume thumbnail, when the unit has one. */
  frThumbnail: imagePathSchema.nullable(),
  altThumbnail: imagePathSchema.nullable(),
  /** Shown instead of the thumbnail while the unit is a spoiler. */
  spoilerSafeThumbnail: imagePathSchema,
  card: imagePathSchema,
});

export const characterReleaseSchema = z.strictObject({
  /** Global debut; null when not (yet) dated in the global version. */
  debut: isoDateTimeSchema.nullable(),
  /** Joined the standard (general) pool. */
  general: isoDateTimeSchema.nullable(),
  /** Joined the ritual pool. */
  ritual: isoDateTimeSchema.nullable(),
  bannerCount: z.number().int().nonnegative(),
  lastBanner: isoDateTimeSchema.nullable(),
  /** JP-only: exists in the Japanese version but not (yet) in global. Hidden unless JP content is on. */
  jp: z.boolean(),
  /** Japanese release date from the roster; null when unknown or never released. */
  jpDebut: isoDateTimeSchema.nullable(),
});
export type CharacterRelease = z.infer<typeof characterReleaseSchema>;

/** Rebirth ("fr"): the rebirth date, a second-region (JP) date, and the rebirth-costume date. */
export const characterRebirthSchema = z.strictObject({
  available: z.boolean(),
  date: isoDateTimeSchema.nullable(),
  jpDate: isoDateTimeSchema.nullable(),
  costumeDate: isoDateTimeSchema.nullable(),
  dateMode: dateModeSchema,
});
export type CharacterRebirth = z.infer<typeof characterRebirthSchema>;

/** Four external references: two reference sites, a video site and a wiki. */
export const characterLinksSchema = z.strictObject({
  reference1: urlSchema.nullable(),
  reference2: urlSchema.nullable(),
  video: urlSchema.nullable(),
  wiki: urlSchema.nullable(),
});

export const characterMetaSchema = z.strictObject({
  universe: universeSchema,
  role: roleSchema,
  /** Whether clicking the character opens the modal. */
  modal: z.boolean(),
});

/**
 * The parts of a unit whose origin is recorded: `unit` (id, person, variant code, series), `name`
 * (every name and the short name), `jpDebut`, `role`, `type`, `status` (released in the global
 * version or not), `debut` (global debut), `pools` (standard/ritual pool dates), `rebirth`, `title`.
 */
export const PROVENANCE_FIELDS = ['unit', 'name', 'jpDebut', 'role', 'type', 'status', 'debut', 'pools', 'rebirth', 'title'] as const;
export type ProvenanceField = (typeof PROVENANCE_FIELDS)[number];
export const provenanceFieldSchema = z.enum(PROVENANCE_FIELDS);

/**
 * Where each recorded field comes from: a fact of a named public source, an estimate bounded by facts
 * (e.g. a debut known to lie before a date), or a value the sample generator made up. Players act on
 * facts, so the site can tell them which is which.
 */
export const characterProvenanceSchema = z
  .strictObject({
    facts: z.array(z.strictObject({ field: provenanceFieldSchema, source: textSchema })),
    estimated: z.array(provenanceFieldSchema),
    generated: z.array(provenanceFieldSchema),
  })
  .superRefine((p, ctx) => {
    const seen = new Map<string, number>();
    for (const f of [...p.facts.map((x) => x.field), ...p.estimated, ...p.generated]) seen.set(f, (seen.get(f) ?? 0) + 1);
    for (const f of PROVENANCE_FIELDS) {
      const n = seen.get(f) ?? 0;
      if (n !== 1) ctx.addIssue({ code: 'custom', message: `field "${f}" must be listed exactly once (found ${n} times)` });
    }
  });
export type CharacterProvenance = z.infer<typeof characterProvenanceSchema>;

/** The full character unit"); one content file per unit. */
export const characterSchema = z.strictObject({
  id: characterIdSchema,
  /** Person id: the last three digits of the unit id (the yukkuri keep their own 5-digit id). */
  personId: z.number().int().positive(),
  /** The roster's variant label, e.g. "L1", "A7A", "C5>" ("" when the source has none). */
  variantCode: z.string().max(10),
  /** Debut work code of the person (e.g. "EoSD", "SSiB (print)"). */
  series: textSchema,
  title: z.strictObject({ en: textSchema, jp: textSchema.nullable() }),
  name: characterNameSchema,
  nameMeta: characterNameMetaSchema,
  shortName: textSchema,
  img: z.strictObject({ full: imagePathSchema, frFull: imagePathSchema.nullable() }),
  images: characterImagesSchema,
  colors: z.array(z.string().regex(/^#[0-9a-f]{6}$/, 'expected a colour like #a1b2c3')).min(1),
  status: characterStatusSchema,
  announced: z.boolean(),
  type: characterTypeSchema,
  release: characterReleaseSchema,
  fr: characterRebirthSchema,
  /** Global release order number (1 = first released); null while unreleased. */
  releaseNo: z.number().int().positive().nullable(),
  links: characterLinksSchema,
  meta: characterMetaSchema,
  /** Which fields are facts (with their source), estimated or generated; every content file has it. */
  provenance: characterProvenanceSchema.optional(),
  /** Maintainer's remark (e.g. where sample data was invented). Not shown on the site. */
  note: z.string().optional(),
});
export type Character = z.infer<typeof characterSchema>;

/** A character content file: the provenance is required there (the API and fixtures may leave it out). */
export const characterFileSchema = characterSchema.extend({ provenance: characterProvenanceSchema });
