// @ts-check
// Jest reads a message catalogue as the builds do: compiled to functions (messages-compiler.cjs),
// then to CommonJS for Jest's module system.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');
const { catalogueLocale, compileCatalogue } = require('./messages-compiler.cjs');

const { createHash } = require('node:crypto');

/** The English catalogue beside another language's (whose missing keys it fills), else undefined. */
const englishBeside = (/** @type {string} */ file) =>
  catalogueLocale(file) === 'en' ? undefined : fs.readFileSync(path.join(path.dirname(file), 'en.ts'), 'utf8');

module.exports = {
  /** Jest's cache knows a catalogue by its text, the English one it falls back to, and the compiler. @param {string} source @param {string} file */
  getCacheKey(source, file) {
    const compiler = fs.readFileSync(path.join(__dirname, 'messages-compiler.cjs'), 'utf8');
    return createHash('sha256')
      .update(`${file}\0${source}\0${englishBeside(file) ?? ''}\0${compiler}`)
      .digest('hex');
  },
  /** @param {string} source @param {string} file */
  process(source, file) {
    const esm = compileCatalogue(source, file, englishBeside(file));
    return { code: transformSync(esm, { filename: `${file}.mjs`, module: { type: 'commonjs' }, jsc: { target: 'es2022' } }).code };
  },
};
