import { elementName, ELEMENT_NOT_FOUND } from './element-text';

describe('elementName', () => {
  it.each([
    ['sun', 'en', 'Sun'],
    ['no-element', 'en', 'No'],
    ['star', 'jp', '星'],
    ['metal', 'jp', '金'],
  ] as const)('%s (%s) → %s', (el, lang, name) => {
    expect(elementName(el, lang)).toBe(name);
  });

  it.each(['plasma', '', 'Sun', 'no'])("an unknown element %p throws the site's error message", (el) => {
    expect(() => elementName(el)).toThrow(new Error(ELEMENT_NOT_FOUND));
    expect(ELEMENT_NOT_FOUND).toBe('element not found!');
  });
});
