// @ts-check
// A unit's message catalogue (`src/messages/<locale>.ts`: a default export of ICU MessageFormat
// strings, so TypeScript knows its keys) compiled to a module of plain functions: the browser runs
// no message parser. One compiler for the three readers: the rspack builds (as a loader), Jest (as a
// transform) and the catalogue check.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');
const MessageFormat = require('@messageformat/core');
const compileModule = require('@messageformat/core/compile-module');

const CATALOGUE_FILE = /[\\/]messages[\\/]([a-z]{2})\.ts$/;

/** The locale a catalogue's path names, or null for any other file. */
function catalogueLocale(/** @type {string} */ file) {
  return CATALOGUE_FILE.exec(file)?.[1] ?? null;
}

/**
 * The catalogue's messages, each checked: one object of ICU strings, exported by a module that
 * imports nothing at run time. Throws with the file and the key at fault, so a build or a test
 * names what to fix.
 * @param {string} source
 * @param {string} file
 * @returns {Record<string, string>}
 */
function readCatalogue(source, file) {
  /** @type {{ exports: { default?: unknown } }} */
  const module = { exports: {} };
  try {
    const { code } = transformSync(source, {
      filename: file,
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
    });
    new Function('module', 'exports', 'require', code)(module, module.exports, () => {
      throw new Error('a catalogue imports nothing');
    });
  } catch (error) {
    throw new Error(`${file}: not a catalogue module (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
  const parsed = module.exports.default;
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error(`${file}: a catalogue's default export is one object of messages`);
  for (const [key, value] of Object.entries(parsed))
    if (typeof value !== 'string') throw new Error(`${file}: "${key}" is not a message (a string)`);
  return /** @type {Record<string, string>} */ (parsed);
}

/** @param {MessageFormat} mf @param {Record<string, string>} messages @param {string} file */
function checkSyntax(mf, messages, file) {
  for (const [key, message] of Object.entries(messages)) {
    try {
      mf.compile(message);
    } catch (error) {
      throw new Error(`${file}: "${key}" is not ICU MessageFormat (${error instanceof Error ? error.message : String(error)})`, {
        cause: error,
      });
    }
  }
}

/** The keys of the English catalogue that another one lacks, in the English order. */
function missingKeys(/** @type {Record<string, string>} */ english, /** @type {Record<string, string>} */ other) {
  return Object.keys(english).filter((key) => !Object.hasOwn(other, key));
}

/**
 * The catalogue as an ES module whose default export maps each key to a function of its values.
 * Another language's catalogue carries the English message of each key it lacks (`english`, the
 * English catalogue's text), compiled with the English rules: a page loads one catalogue only.
 * @param {string} source
 * @param {string} file
 * @param {string} [english]
 */
function compileCatalogue(source, file, english) {
  const locale = catalogueLocale(file);
  if (!locale) throw new Error(`${file}: a catalogue is named for its locale (messages/en.ts)`);
  const messages = readCatalogue(source, file);
  if (locale === 'en' || english === undefined) {
    const mf = new MessageFormat([locale]);
    checkSyntax(mf, messages, file);
    return compileModule(mf, messages);
  }
  const englishMessages = readCatalogue(english, path.join(path.dirname(file), 'en.ts'));
  const unknown = Object.keys(messages).filter((key) => !Object.hasOwn(englishMessages, key));
  if (unknown.length > 0) throw new Error(`${file}: keys the English catalogue does not have: ${unknown.join(', ')}`);
  const fallback = Object.fromEntries(missingKeys(englishMessages, messages).map((key) => [key, englishMessages[key]]));
  checkSyntax(new MessageFormat([locale]), messages, file);
  const mf = new MessageFormat([locale, 'en']);
  const nested = compileModule(mf, { [locale]: messages, en: fallback });
  // One flat object, as the English module has: its own messages over the English ones.
  return `${nested.replace(/^export default \{/m, 'const byLocale = {')}\nexport default { ...byLocale.en, ...byLocale[${JSON.stringify(locale)}] };\n`;
}

/**
 * The rspack loader: another language's catalogue is compiled with the English one beside it, and
 * the build warns of each key it lacks.
 * @this {{ resourcePath: string, addDependency(file: string): void, emitWarning(error: Error): void }}
 * @param {string} source
 */
function messagesLoader(source) {
  const file = this.resourcePath;
  if (catalogueLocale(file) === 'en') return compileCatalogue(source, file);
  const englishFile = path.join(path.dirname(file), 'en.ts');
  this.addDependency(englishFile);
  const english = fs.readFileSync(englishFile, 'utf8');
  const missing = missingKeys(readCatalogue(english, englishFile), readCatalogue(source, file));
  if (missing.length > 0) this.emitWarning(new Error(`${file}: ${missing.length} messages fall back to English: ${missing.join(', ')}`));
  return compileCatalogue(source, file, english);
}

module.exports = messagesLoader;
module.exports.compileCatalogue = compileCatalogue;
module.exports.readCatalogue = readCatalogue;
module.exports.catalogueLocale = catalogueLocale;
module.exports.missingKeys = missingKeys;
module.exports.CATALOGUE_FILE = CATALOGUE_FILE;
