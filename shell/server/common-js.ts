import fs from 'node:fs';
import { createRequire, wrap } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

/**
 * Evaluates CommonJS code afresh (require's cache would keep the first build of a file for good),
 * with the given `require`: a server renderer's own, or the shell's shared modules for a remote's bundle.
 */
export function evaluateCommonJs(code: string, filename: string, requireFn: (id: string) => unknown): unknown {
  const module = { exports: {} as unknown };
  const run = vm.runInThisContext(wrap(code), { filename }) as (...args: unknown[]) => void;
  run(module.exports, requireFn, module, filename, path.dirname(filename));
  return module.exports;
}

/** A built file of this server's own (a renderer), evaluated afresh with its own `require`. */
export const loadCommonJsFile = (file: string): unknown => evaluateCommonJs(fs.readFileSync(file, 'utf8'), file, createRequire(file));

/** `load(file)`, done again whenever the file's modification time changes (a redeploy); null while there is no file. */
export function whenChanged<T>(file: string, load: (file: string) => T): () => T | null {
  let kept: { mtimeMs: number; value: T } | null = null;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (kept?.mtimeMs !== mtimeMs) kept = { mtimeMs, value: load(file) };
    return kept.value;
  };
}
