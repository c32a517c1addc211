// The first-tap budgets: what a player on a phone may wait for, by what they did and when.

export type ScenarioKind = 'character' | 'type' | 'section-link' | 'control';

/** One cell's figures (ms): the answer (null when every try was lost), the first sign, INP and the slowest key. */
export interface Answer {
  answerMs: number | null;
  signMs?: number;
  /** A character's modal with its details (not only the card it opens with): shown, not budgeted. */
  detailsMs?: number;
  inp: number;
  keyMs: number;
}

export const FIRST_TAP_BUDGETS = {
  /** A key shows in the box within this, at every moment. */
  keyMs: 50,
  /** The character modal with the name, after a tap before FCP + 2 s. */
  characterEarlyMs: 1500,
  /** ... and after a tap at FCP + 2 s or later. */
  characterLateMs: 400,
  /** A link to another section: a visible answer (its title, a progress bar). */
  sectionSignMs: 100,
  /** ... and its content, after a tap at FCP + 2 s or later. */
  sectionContentMs: 1500,
  /** Every interaction's INP. */
  inp: 200,
  /** From when the player acts counts as "late". */
  lateFromMs: 2000,
};

/** What a cell breaches (empty when it meets every budget of its kind). */
export function breaches(kind: ScenarioKind, delay: number, cell: Answer, lost: number): string[] {
  const b = FIRST_TAP_BUDGETS;
  const late = delay >= b.lateFromMs;
  const out: string[] = [];
  if (lost > 0) out.push(`${lost} lost`);
  if (cell.inp > b.inp) out.push(`INP ${Math.round(cell.inp)} > ${b.inp}`);
  const answer = cell.answerMs;
  if (kind === 'type' && cell.keyMs > b.keyMs) out.push(`key ${Math.round(cell.keyMs)} > ${b.keyMs}`);
  if (kind === 'character' && answer !== null) {
    const budget = late ? b.characterLateMs : b.characterEarlyMs;
    if (answer > budget) out.push(`modal ${Math.round(answer)} > ${budget}`);
  }
  if (kind === 'section-link') {
    if (cell.signMs !== undefined && cell.signMs > b.sectionSignMs) out.push(`first sign ${Math.round(cell.signMs)} > ${b.sectionSignMs}`);
    if (late && answer !== null && answer > b.sectionContentMs) out.push(`content ${Math.round(answer)} > ${b.sectionContentMs}`);
  }
  return out;
}
