import { Fragment, type ReactNode } from 'react';

// A private-use character no message contains: it marks where an element goes in a formatted text.
const MARK = '\u{E000}';

/**
 * A message with elements in it (a date, a bold number): `format` writes the message with a mark
 * for each element, which is then put in place, so each language orders its words around them.
 */
export function richText(format: (marks: Record<string, string>) => string, elements: Record<string, ReactNode>): ReactNode {
  const marks = Object.fromEntries(Object.keys(elements).map((name) => [name, `${MARK}${name}${MARK}`]));
  // Split on the marks, the pieces alternate: text, an element's name, text…
  return format(marks)
    .split(MARK)
    .map((piece, i) => <Fragment key={i}>{i % 2 === 1 ? elements[piece] : piece}</Fragment>);
}
