import { CHARACTER_TYPE_INFO, isCharacterType } from 'shared-domain/characters/character-types';
import { rewardGlow } from 'shared-domain/constants/tower-kinds';
import type { Content } from '../content/content-types';
import { hueColour, initialsOf, type PlaceholderSpec } from './placeholder-svg';
import { foregroundFor, TYPE_COLOURS } from './type-colours';

const SUIT_COLOURS: Record<string, string> = { plum: '#c2185b', orchid: '#7b1fa2', chrysanthemum: '#f9a825', bamboo: '#2e7d32' };
const GLOW_COLOURS = { red: '#b71c1c', gold: '#b8860b' } as const;

const base = (label: string, background: string, caption = ''): PlaceholderSpec => ({
  width: 256,
  height: 256,
  background,
  foreground: foregroundFor(background),
  label,
  caption,
  shape: 'rect',
});

/** First number in a file name ("1001-fr-thumb" -> 1001). */
const idIn = (name: string): number | null => {
  const m = /\d+/.exec(name);
  return m ? Number(m[0]) : null;
};

/**
 * What to draw for an /images path: `folders` are the folders below /images (the first is the kind,
 * e.g. characters/thumbnail), `name` the file name without its extension. Known kinds look their
 * subject up in the content; anything else gets a labelled tile.
 */
export const placeholderFor = (content: Content, folders: readonly string[], name: string): PlaceholderSpec => {
  const kind = folders[0] ?? 'misc';
  const variant = `${folders.slice(1).join('/')}/${name}`;
  switch (kind) {
    case 'characters':
    case 'units':
    case 'enemies': {
      const id = idIn(name);
      const c = id === null ? undefined : content.characterById.get(id);
      if (variant.includes('spoiler')) return base('?', '#555', 'spoiler');
      if (!c) return base(initialsOf(name), hueColour(name));
      const bg = TYPE_COLOURS[c.type];
      const spec = base(initialsOf(c.name.en), bg, CHARACTER_TYPE_INFO[c.type].short);
      if (variant.includes('full') || variant.includes('card')) return { ...spec, width: 512, height: 720 };
      return spec;
    }
    case 'story-cards':
    case 'cards': {
      const id = idIn(name);
      const card = id === null ? undefined : content.storyCardById.get(id);
      if (!card) return { ...base(initialsOf(name), hueColour(name)), width: 300, height: 420 };
      const bg = SUIT_COLOURS[card.type] ?? hueColour(card.type);
      return { ...base(initialsOf(card.name), bg, '★'.repeat(card.rarity)), width: 300, height: 420 };
    }
    case 'items': {
      const item = content.rewardItemById.get(name);
      const glow = rewardGlow(name);
      const bg = glow ? GLOW_COLOURS[glow] : hueColour(name.replace(/-\d$/, ''));
      return { ...base(initialsOf(item?.name ?? name), bg), width: 128, height: 128, shape: 'circle' };
    }
    case 'types': {
      const code = name.endsWith('c') && isCharacterType(name.slice(0, -1)) ? name.slice(0, -1) : name;
      const coloured = code !== name;
      const bg = isCharacterType(code) ? (coloured ? TYPE_COLOURS[code] : '#777') : hueColour(name);
      return { ...base(code.toUpperCase().slice(0, 4), bg), width: 64, height: 64, shape: 'diamond' };
    }
    case 'prayers': {
      const id = idIn(name);
      const p = id === null ? undefined : content.prayerById.get(id);
      const [width, height] = variant.includes('large') ? [1280, 560] : [640, 280];
      // The whole name, kept inside the middle of the art that a 2:1 frame (the detail page) still shows.
      return {
        ...base(p ? `#${p.id}` : initialsOf(name), hueColour(name), p?.name ?? ''),
        width,
        height,
        banner: { safeWidth: Math.min(width, 2 * height) },
      };
    }
    case 'backgrounds':
      return { ...base('', hueColour(name, 30, 18)), width: 1920, height: 1080 };
    default:
      return { ...base(initialsOf(name), hueColour(`${kind}/${name}`)), width: 64, height: 64, shape: 'circle' };
  }
};
