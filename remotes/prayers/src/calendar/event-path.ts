/** What a link to a prayer, and its Event, read of it. */
export interface EventLike {
  id: number;
  name: string;
  start: number;
  end: number;
}

/**
 * A prayer's own page; a projected debut with no prayer in the content (its unit's id negated,
 * see `projection.ts`) opens its unit's modal instead.
 */
export const eventPath = (id: number): string => (id < 0 ? `/characters?character=${-id}` : `/prayers/info/${id}`);
