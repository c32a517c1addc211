/**
 * The Accept headers browsers send: Chromium's and Firefox's for an image, Chromium's for a page,
 * and an image fetch from a browser without WebP (Safari before 14).
 */
export const CHROMIUM_IMAGE = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
export const FIREFOX_IMAGE = 'image/avif,image/webp,*/*';
export const CHROMIUM_PAGE = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8';
export const NO_WEBP_IMAGE = 'image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5';

/** Chromium's headers on an <img> fetch. */
export const CHROMIUM_IMG_FETCH = { 'sec-fetch-dest': 'image', accept: CHROMIUM_IMAGE } as const;
