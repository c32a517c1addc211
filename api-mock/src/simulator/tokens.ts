import { TOKEN_VALUES } from 'shared-domain/constants/prayer-kinds';

/** Coin (token) value of one result: characters 10, 5-star cards 5, 4-star 3, 3-star 1. */
export const tokenValue = (kind: 'chara' | 'card', stars: number): number => {
  if (kind === 'chara') return TOKEN_VALUES.chara;
  if (stars >= 5) return TOKEN_VALUES.card5;
  if (stars === 4) return TOKEN_VALUES.card4;
  if (stars === 3) return TOKEN_VALUES.card3;
  return 0;
};
