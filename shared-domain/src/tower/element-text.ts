import { ELEMENTS, type Element } from '../constants/elements';
import type { ElementLang } from '../settings/settings-model';

const NAMES: Record<Element, Record<ElementLang, string>> = {
  sun: { en: 'Sun', jp: '日' },
  moon: { en: 'Moon', jp: '月' },
  fire: { en: 'Fire', jp: '火' },
  water: { en: 'Water', jp: '水' },
  wood: { en: 'Wood', jp: '木' },
  metal: { en: 'Metal', jp: '金' },
  earth: { en: 'Earth', jp: '土' },
  star: { en: 'Star', jp: '星' },
  // The element-less attribute is shown as 'No'.
  'no-element': { en: 'No', jp: '無' },
};

export const ELEMENT_NOT_FOUND = 'element not found!';

export const isElement = (value: string): value is Element => (ELEMENTS as readonly string[]).includes(value);

/** The element's name in the element-language setting; an unknown element is an error. */
export function elementName(value: string, lang: ElementLang = 'en'): string {
  if (!isElement(value)) throw new Error(ELEMENT_NOT_FOUND);
  return NAMES[value][lang];
}
