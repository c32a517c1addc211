/** '1 character', '2 characters', '1,234 variants' (comma every three digits). */
export const counted = (n: number, one: string, many = `${one}s`): string => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
