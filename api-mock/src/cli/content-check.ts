// content:check [DIR] — validates a content directory (default: $CONTENT_DIR or api-mock/content).
// Prints every problem as "<file>: <path>: <message>" and exits 1, or prints a one-line summary.
import path from 'node:path';
import { contentCounts, ContentError, loadContent, resolveContentDir } from '../content/load-content';
import { aliasProblems, readSearchNameFacts } from '../content/facts/search-aliases';
import { coverageText, japaneseCoverage } from '../content/check/japanese-coverage';

async function main(): Promise<number> {
  const arg = process.argv.slice(2).find((a) => !a.startsWith('-'));
  const dir = arg ? path.resolve(arg) : resolveContentDir();
  const started = Date.now();
  try {
    const content = await loadContent(dir);
    // The search's alias file names persons of the roster and units of this content.
    const facts = readSearchNameFacts();
    const aliases = aliasProblems(facts.aliases, {
      personIds: new Set(facts.persons.map((p) => p.personId)),
      unitIds: new Set(content.characters.map((c) => c.id)),
    });
    if (aliases.length > 0) throw new ContentError(dir, aliases);
    const counts = Object.entries(contentCounts(content))
      .map(([k, n]) => `${n} ${k}`)
      .join(', ');
    console.log(`content OK (${path.relative(process.cwd(), dir) || '.'}): ${counts} — ${Date.now() - started} ms`);
    console.log(`Japanese game text: ${coverageText(japaneseCoverage(content))}`);
    return 0;
  } catch (err) {
    if (err instanceof ContentError) {
      for (const m of err.messages) console.error(m);
      console.error(`\ncontent check FAILED: ${err.messages.length} problem${err.messages.length === 1 ? '' : 's'} in ${dir}`);
      return 1;
    }
    throw err;
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err);
    process.exitCode = 2;
  },
);
