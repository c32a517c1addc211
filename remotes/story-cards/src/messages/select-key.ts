/** A value as a select message's key: ICU takes no '-' in a key ('epic-prayer' is `epic_prayer`). */
export const selectKey = (value: string): string => value.replace(/-/g, '_');
