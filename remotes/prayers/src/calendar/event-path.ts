/** What a link to a prayer, and its Event, read of it. */
export interface EventLike {
  id: number;
  name: string;
  start: number;
  end: number;
}

/** A prayer's own page. */
export const eventPath = (id: number): string => `/prayers/info/${id}`;
