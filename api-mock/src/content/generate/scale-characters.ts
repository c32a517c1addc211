import { PROVENANCE_FIELDS, type Character } from 'shared-domain/schemas/character';

/**
 * Synthetic units for load tests (--scale N): N-1 copies of every roster unit under fresh ids.
 * Ids keep the person rule (id % 1000 = person id): (100 + sequence) * 1000 + person id.
 * Yukkuri (5-digit person ids) are not copied.
 */
export function scaleCharacters(characters: readonly Character[], scale: number): Character[] {
  if (scale <= 1) return characters.slice();
  const originals = characters.filter((c) => c.personId < 1000 && !c.note?.startsWith('Sample unit'));
  const out = characters.slice();
  let seq = 0;
  for (let copy = 1; copy < scale; copy++) {
    for (const c of originals) {
      const id = (100 + seq++) * 1000 + c.personId;
      const universe = `X${copy}`;
      const clone = structuredClone(c) as Character;
      const img = (s: string | null) => (s === null ? null : s.replace(`/${c.id}`, `/${id}`));
      clone.id = id;
      clone.variantCode = universe;
      clone.meta = { ...clone.meta, universe };
      clone.title = { en: `Synthetic ${universe}`, jp: null };
      clone.img = { full: img(c.img.full)!, frFull: img(c.img.frFull) };
      clone.images = {
        thumbnail: img(c.images.thumbnail)!,
        frThumbnail: img(c.images.frThumbnail),
        altThumbnail: img(c.images.altThumbnail),
        spoilerSafeThumbnail: img(c.images.spoilerSafeThumbnail)!,
        card: img(c.images.card)!,
      };
      clone.releaseNo = null;
      // Only the person's name is real; the copy itself and everything on it is made up.
      if (c.provenance) {
        const name = c.provenance.facts.filter((f) => f.field === 'name');
        clone.provenance = { facts: name, estimated: [], generated: PROVENANCE_FIELDS.filter((f) => f !== 'name' || name.length === 0) };
      }
      clone.note = `Synthetic load-test copy of unit ${c.id}.`;
      out.push(clone);
    }
  }
  return out;
}
