import { scriptJson } from './script-json';

describe('JSON inside a script element', () => {
  it('cannot end the element or start a comment', () => {
    expect(scriptJson({ a: '</script><!--&' })).toBe('{"a":"\\u003c/script\\u003e\\u003c!--\\u0026"}');
  });

  it('escapes the line and paragraph separators', () => {
    expect(scriptJson('\u2028\u2029')).toBe('"\\u2028\\u2029"');
  });
});
