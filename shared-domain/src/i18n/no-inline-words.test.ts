import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';

// The words a player reads are in a catalogue (each unit's src/messages), never written inline in a
// component: a test fails on text inside JSX and on a literal in an attribute a player reads or hears.

const REPO = path.join(__dirname, '..', '..', '..');
const ROOTS = ['shell/src', 'shared-ui/src', ...fs.readdirSync(path.join(REPO, 'remotes')).map((r) => `remotes/${r}/src`)];
/** Attributes a player reads or a screen reader says. */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
]);
/**
 * Written the same in every language: the names printed on keys, the time standard, and a
 * character's name shown as a sample (game text, as the content has it).
 */
const SAME_IN_EVERY_LANGUAGE = new Set(['Esc', 'Ctrl K', '(UTC', '博麗霊夢']);
const HAS_WORD = /\p{L}{2,}/u;
/** Text a player reads: letters left once HTML entities (`&lt;`) and the allowed words are out. */
const isWords = (text: string) => !SAME_IN_EVERY_LANGUAGE.has(text.trim()) && HAS_WORD.test(text.replace(/&[a-z]+;/gi, ''));
const isComponentFile = (file: string) =>
  file.endsWith('.tsx') && !/\.test\.tsx$/.test(file) && !/[\\/](dev|test-support)[\\/]/.test(file) && !/standalone\.tsx$/.test(file);

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(full) : isComponentFile(full) ? [full] : [];
  });
}

/** Each inline word of a component file: "file:line text". */
function inlineWords(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push(
      `${path.relative(REPO, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${JSON.stringify(text.trim())}`,
    );
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isWords(node.text)) report(node, node.text);
    else if (
      ts.isJsxExpression(node) &&
      node.expression &&
      ts.isStringLiteralLike(node.expression) &&
      ts.isJsxElement(node.parent) &&
      isWords(node.expression.text)
    )
      report(node, node.expression.text);
    else if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
      const value = ts.isStringLiteral(node.initializer)
        ? node.initializer
        : ts.isJsxExpression(node.initializer) && node.initializer.expression && ts.isStringLiteralLike(node.initializer.expression)
          ? node.initializer.expression
          : null;
      if (value && isWords(value.text)) report(node, value.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the words a player reads', () => {
  it.each(ROOTS)('are in a catalogue, not written inline, in %s', (root) => {
    expect(filesUnder(path.join(REPO, root)).flatMap(inlineWords)).toEqual([]);
  });

  it('are found where they are written inline (this test reads JSX as intended)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-words-'));
    const file = path.join(dir, 'sample.tsx');
    fs.writeFileSync(
      file,
      `export const A = () => <p title="Open the list" aria-label={'Close'} className="x">Hello {'there'} {n} <b>42</b></p>;\n`,
    );
    expect(inlineWords(file).map((w) => w.replace(/^.*?:/, ''))).toEqual(['1 "Open the list"', '1 "Close"', '1 "Hello"', '1 "there"']);
  });
});
