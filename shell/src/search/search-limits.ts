/** The longest query the search reads; the rest is cut off (the results page says so). */
export const MAX_QUERY_LENGTH = 200;
