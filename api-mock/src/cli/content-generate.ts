// content:generate --seed S --scale N --out DIR — writes the seeded sample content.
// Defaults: seed 1, scale 1, out api-mock/content (the committed content). The roster is read from
// api-mock/roster (a copy of shared/data/roster; override with --roster DIR).
import path from 'node:path';
import { DEFAULT_CONTENT_DIR } from '../content/content-dir';
import { generateContent } from '../content/generate/generate-content';
import { readRoster, DEFAULT_ROSTER_DIR } from '../content/generate/roster';
import { writeContent } from '../content/generate/write-content';

interface Args {
  seed: number;
  scale: number;
  out: string;
  roster: string;
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { seed: 1, scale: 1, out: DEFAULT_CONTENT_DIR, roster: DEFAULT_ROSTER_DIR };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    const need = () => {
      if (value === undefined) throw new Error(`${flag} needs a value`);
      i++;
      return value;
    };
    const int = (min: number) => {
      const v = need();
      if (!/^-?\d+$/.test(v) || Number(v) < min) throw new Error(`${flag} must be an integer >= ${min} (got "${v}")`);
      return Number(v);
    };
    if (flag === '--seed') args.seed = int(0);
    else if (flag === '--scale') args.scale = int(1);
    else if (flag === '--out') args.out = path.resolve(need());
    else if (flag === '--roster') args.roster = path.resolve(need());
    else throw new Error(`unknown argument "${flag}" (use --seed S --scale N --out DIR [--roster DIR])`);
  }
  return args;
}

async function main(): Promise<void> {
  // pnpm passes the `--` of `pnpm content:generate -- --seed 1` through to the script.
  const args = parseArgs(process.argv.slice(2).filter((a, i) => !(i === 0 && a === '--')));
  const started = Date.now();
  const files = generateContent({ seed: args.seed, scale: args.scale, roster: readRoster(args.roster) });
  await writeContent(args.out, files);
  console.log(
    `wrote ${files.size} files to ${path.relative(process.cwd(), args.out) || '.'} (seed ${args.seed}, scale ${args.scale}) in ${Date.now() - started} ms`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
