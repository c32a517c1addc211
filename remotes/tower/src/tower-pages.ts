/** Headings of the stage pages: the titles of the page manifest (its test checks them). */
export const STAGES_TITLE = 'Stages';
export const TOWER_TITLE = 'Scarlet Devil Tower';
export const TOWER_REWARDS_TITLE = 'Scarlet Devil Tower Rewards';
export const floorTitle = (floor: number) => `Floor #${floor}`;
