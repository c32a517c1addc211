import { prayersContract as api } from 'shared-domain/api/contract/prayers';
import { isNamedCharacter, type SpoilerView } from 'shared-domain/characters/spoilers';
import type { ApiText, PageMeta } from 'shared-domain/federation/page-server';
import { prayerReplayResponseSchema, type PrayerDetail, type PrayerReplayResponse } from 'shared-domain/schemas/api/prayers';
import { apiUrlFor } from 'shared-domain/federation/page-server';
import type { Translate } from '../src/messages/catalogue';
import { parsePulls, parseSeed, PULLS_PARAM, SEED_PARAM, serialisePulls } from '../src/prayer-detail/simulator/simulator-url';

/** The API's replay of a simulator link (its seed and pulls), or null for a link without a session. */
export async function replayOf(id: number, search: URLSearchParams, apiText: ApiText): Promise<PrayerReplayResponse | null> {
  const { seed } = parseSeed(search.get(SEED_PARAM));
  const { pulls } = parsePulls(search.get(PULLS_PARAM));
  if (seed === null || pulls.length === 0) return null;
  const text = await apiText(apiUrlFor(api.replay, { id, seed, pulls: serialisePulls(pulls) }));
  if (text === null) return null;
  try {
    const parsed = prayerReplayResponseSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * A shared simulator session's head, in `t`'s language: what those pulls drew. A drawn unit a global
 * player may not know yet is counted, not named (unless the link asks for JP content), as in the page's pool.
 */
export function sessionMeta(prayer: PrayerDetail, drawn: PrayerReplayResponse, view: SpoilerView, base: PageMeta, t: Translate): PageMeta {
  const byId = new Map((prayer.pool?.chara ?? []).map((entry) => [entry.id, entry]));
  const names: string[] = [];
  let hidden = 0;
  for (const { id } of drawn.characters) {
    const entry = byId.get(id);
    if (entry && (!entry.reveal || isNamedCharacter(entry.reveal, view))) names.push(entry.name);
    else hidden++;
  }
  const times = new Map<string, number>();
  for (const name of names) times.set(name, (times.get(name) ?? 0) + 1);
  const named = [...times].map(([name, n]) => (n > 1 ? `${name} ×${n}` : name));
  const units = [...named, ...(hidden > 0 ? [t('meta.sessionUnannounced', { count: hidden })] : [])];
  const separator = t('meta.nameSeparator');
  const pulls = t('meta.sessionPulls', { count: drawn.made });
  const characters = t('meta.sessionCharacters', { count: drawn.characters.length });
  const drew = drawn.characters.length
    ? t('meta.sessionDrewCharacters', { characters, units: units.join(separator) })
    : t('meta.sessionNoCharacter');
  const cards = { card5: drawn.card5, card4: drawn.card4, card3: drawn.card3 };
  return {
    ...base,
    title: t('meta.sessionTitle', { prayer: prayer.name, pulls }),
    description: t('meta.sessionDescription', { pulls, prayer: prayer.name, drew, ...cards }),
    card: {
      ...base.card!,
      kicker: t('meta.sessionKicker', { no: prayer.allNo }),
      lines: [
        // The card's font draws words safely; the star sign is left to the text.
        t('meta.sessionLine', { pulls, characters, card5: drawn.card5 }),
        ...(units.length ? [t('meta.sessionDrew', { units: `${units.slice(0, 3).join(separator)}${units.length > 3 ? '…' : ''}` })] : []),
      ],
    },
  };
}
