import { catalogue, type Translate } from '../catalogue';

/**
 * The section's English messages, read when a test calls it: Jest's setup loads them before the
 * tests run, after a test file's own top level.
 */
export const en: Translate = (key, values) => catalogue.in('en')(key, values);
