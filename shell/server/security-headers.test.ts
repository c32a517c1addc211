/** @jest-environment node */
import { contentSecurityPolicy, inlineHashes, styleAttributeHashes } from './security-headers';

describe('inlineHashes', () => {
  it('hashes inline scripts and styles as the browser does, skipping src scripts and JSON data', () => {
    // sha256 of "alert(1)" and of "a{}" (computed with `printf %s ... | openssl dgst -sha256 -binary | base64`).
    const html =
      '<head><script>alert(1)</script><script defer src="/main.js"></script>' +
      '<script type="application/json" id="home-data">{"a":1}</script><style>a{}</style></head>';
    expect(inlineHashes(html)).toEqual({
      scriptHashes: ["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"],
      styleHashes: ["'sha256-X1RutGBrXCt9KkSaXMK7tHftWiRscFHOhxsS8tv8hBk='"],
    });
  });
});

describe('style attributes of a server-rendered page', () => {
  it('hashes each distinct style attribute value as the browser reads it (entities decoded)', () => {
    const html =
      '<p style="background:#f78fb3">a</p><p style="background:#f78fb3">b</p><i style="content:&quot;x&quot;"></i><b data-style="x">';
    // sha256 of the exact attribute values, computed independently (openssl dgst -sha256 -binary | base64).
    expect(styleAttributeHashes(html)).toEqual([
      "'sha256-r6HU51+3edjX7gSNXUrMpAWOOBESN2jIDDVaCeELT0Y='",
      "'sha256-StAtuWophh7j00i0Bo8H/bxd30Ynaewu3NxWMi57yyo='",
    ]);
  });

  it("allows them by hash in style-src-attr only, with 'unsafe-hashes', and adds nothing without any", () => {
    const csp = contentSecurityPolicy({ remoteOrigins: [], styleAttributeHashes: ["'sha256-abc='"] });
    expect(csp).toContain("style-src-attr 'unsafe-hashes' 'sha256-abc='");
    expect(csp).toMatch(/style-src 'self'(;|$)/);
    expect(contentSecurityPolicy({ remoteOrigins: [] })).not.toContain('style-src-attr');
  });
});
