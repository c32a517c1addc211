import type { IssueList } from './content-issue';
import type { SchemaValidContent } from './checked-content';

/**
 * Aliases are unique within a card, and an alias with priority above 0 (an exact match that ranks
 * first) belongs to one card only, and is not another card's plain alias either.
 */
export function checkAliases(c: SchemaValidContent, issues: IssueList): void {
  const prioritised = new Map<string, string>();
  const plain = new Map<string, string>();
  for (const { file, value: card } of c.storyCards) {
    const seen = new Set<string>();
    card.aliases.forEach((a, i) => {
      if (seen.has(a.value)) issues.add(file, ['aliases', i, 'value'], `alias "${a.value}" is listed twice`);
      seen.add(a.value);
      if (a.priority > 0) {
        const other = prioritised.get(a.value);
        if (other !== undefined) issues.add(file, ['aliases', i, 'value'], `alias "${a.value}" with priority > 0 is also used by ${other}`);
        else prioritised.set(a.value, file);
      } else if (!plain.has(a.value)) plain.set(a.value, file);
    });
  }
  for (const { file, value: card } of c.storyCards) {
    card.aliases.forEach((a, i) => {
      if (a.priority > 0) {
        const other = plain.get(a.value);
        if (other !== undefined && other !== file)
          issues.add(file, ['aliases', i, 'value'], `alias "${a.value}" with priority > 0 is also a plain alias in ${other}`);
      }
    });
  }
}
