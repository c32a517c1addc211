/** Headings of the stage pages: the contract of shared-domain's canonical-pages. */
export const STAGES_TITLE = 'Stages';
export const TOWER_TITLE = 'Scarlet Devil Tower';
export const TOWER_REWARDS_TITLE = 'Scarlet Devil Tower Rewards';
export const floorTitle = (floor: number) => `Floor #${floor}`;
