import fs from 'node:fs';
import { createSearchEngine } from './search-engine';
import { readIndexFile } from './search-index-file';

test('prof', () => {
  const docs = readIndexFile(JSON.parse(fs.readFileSync('/tmp/x10-index-jp.json', 'utf8')))!;
  const out: string[] = [`docs ${docs.length}`];
  for (let rep = 0; rep < 2; rep++) {
    const engine = createSearchEngine(docs);
    for (const q of ['killer youkai', 'cf1# reimu', 'marisa kirisme', 'floor 120']) {
      for (let i = 1; i <= q.length; i++) {
        const p = q.slice(0, i);
        const t0 = performance.now();
        engine.search(p, 60);
        const dt = performance.now() - t0;
        if (dt > 0.7) out.push(`${rep} ${JSON.stringify(p)} ${dt.toFixed(2)} ms`);
      }
    }
  }
  console.log(out.join('\n'));
});
