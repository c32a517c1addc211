import type en from './en';

export default {
  greeting: 'こんにちは、{name}さん',
  characters: '{count}人のキャラクター',
  prayerKind: '{kind, select, festival {フェス祈祷} limited {限定祈祷} other {祈祷}}',
} satisfies Partial<Record<keyof typeof en, string>>;
