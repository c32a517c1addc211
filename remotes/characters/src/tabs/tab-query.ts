/** One tab picked by a query parameter; `aliases` are other spellings the URL may carry. */
export interface TabDef<Id extends string, Label extends string = string> {
  id: Id;
  /** Its name, or the key of its message where the tab is shown. */
  label: Label;
  aliases?: readonly string[];
}

/**
 * The tab a query value selects: case-insensitive match on the id or an alias, otherwise the
 * fallback (a missing, blank or unknown value never leaves the page without a tab).
 */
export function parseTabQuery<Id extends string>(raw: string | null, tabs: readonly TabDef<Id, string>[], fallback: Id): Id {
  const key = raw?.trim().toLowerCase();
  if (!key) return fallback;
  return tabs.find((tab) => tab.id === key || tab.aliases?.includes(key))?.id ?? fallback;
}
