import type { IssueList } from './content-issue';
import type { SchemaValidContent } from './checked-content';

const ms = (iso: string) => Date.parse(iso);

/** start <= end everywhere a period is stored; step-ups inside their prayer; reveal before release. */
export function checkDates(c: SchemaValidContent, issues: IssueList): void {
  for (const { file, value: p } of c.prayers) {
    if (ms(p.start) > ms(p.end)) issues.add(file, 'start', `start ${p.start} is after end ${p.end}`);
    p.stepUps.forEach((s, i) => {
      if (ms(s.start) > ms(s.end)) issues.add(file, ['stepUps', i, 'start'], `start ${s.start} is after end ${s.end}`);
      if (ms(s.start) < ms(p.start) || ms(s.end) > ms(p.end)) {
        issues.add(file, ['stepUps', i], `step-up period ${s.start}..${s.end} is outside the prayer period ${p.start}..${p.end}`);
      }
    });
  }
  for (const { file, value: f } of c.foreverPrayers) {
    if (ms(f.start) > ms(f.end)) issues.add(file, 'start', `start ${f.start} is after end ${f.end}`);
    f.thresholds.forEach((t, i) => {
      if (t.date !== null && (ms(t.date) < ms(f.start) || ms(t.date) > ms(f.end))) {
        issues.add(file, ['thresholds', i, 'date'], `threshold date ${t.date} is outside ${f.start}..${f.end}`);
      }
    });
  }
  for (const { file, value: m } of c.maintenance) {
    if (ms(m.start) > ms(m.end)) issues.add(file, 'start', `start ${m.start} is after end ${m.end}`);
  }
  for (const { file, value: s } of c.storyCards) {
    if (s.revealTime !== null && ms(s.revealTime) > ms(s.releaseDate)) {
      issues.add(file, 'revealTime', `revealTime ${s.revealTime} is after releaseDate ${s.releaseDate}`);
    }
  }
  for (const { file, value: ch } of c.characters) {
    if (ch.fr.costumeDate !== null && ch.fr.date !== null && ms(ch.fr.costumeDate) < ms(ch.fr.date)) {
      issues.add(file, 'fr.costumeDate', `costumeDate ${ch.fr.costumeDate} is before the rebirth date ${ch.fr.date}`);
    }
  }
}
