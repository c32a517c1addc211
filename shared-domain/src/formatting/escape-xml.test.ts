import { escapeXml } from './escape-xml';

describe('escapeXml', () => {
  it.each([
    ['plain text', 'plain text'],
    ['a & b', 'a &amp; b'],
    ['<script>', '&lt;script&gt;'],
    ['say "hi"', 'say &quot;hi&quot;'],
    ["Remilia's", 'Remilia&apos;s'],
    ['&amp;', '&amp;amp;'],
    ['紅魔館', '紅魔館'],
  ])('%s → %s', (text, escaped) => {
    expect(escapeXml(text)).toBe(escaped);
  });
});
