import { Fragment, type ReactNode } from 'react';
import type { MessageValues, Translate } from 'shared-ui/i18n/catalogue';

// Private-use characters: no message or value has them, so they mark where each element goes.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARK = new RegExp(`${OPEN}(\\d+)${CLOSE}`);

/**
 * A message with elements inside it (a link, an emphasis, a countdown): each of `parts` takes its
 * placeholder's place, wherever the language puts it, so no sentence is cut into pieces to translate.
 */
export function richText<K extends string>(
  t: Translate<K>,
  key: K,
  parts: Record<string, ReactNode>,
  values: MessageValues = {},
): ReactNode {
  const names = Object.keys(parts);
  const marked: MessageValues = { ...values };
  names.forEach((name, i) => (marked[name] = `${OPEN}${i}${CLOSE}`));
  // split with a capturing group: text at even places, an element's index at odd ones.
  const pieces = t(key, marked).split(MARK);
  return pieces.map((piece, i) => (i % 2 === 0 ? piece || null : <Fragment key={i}>{parts[names[Number(piece)]!]}</Fragment>));
}
