import { missingBrowserPackages } from './ensure-chromium.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CJK_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

describe('what a fresh machine installs for the browser suites', () => {
  it('installs Chromium and a Japanese font when it has neither', () => {
    expect(missingBrowserPackages(() => false)).toEqual(['chromium', 'fonts-noto-cjk']);
  });

  it('installs the Japanese font alone on a machine that has Chromium', () => {
    expect(missingBrowserPackages((file: string) => file === CHROMIUM)).toEqual(['fonts-noto-cjk']);
  });

  it('installs nothing when both are there', () => {
    expect(missingBrowserPackages((file: string) => file === CHROMIUM || file === CJK_FONT)).toEqual([]);
  });
});
