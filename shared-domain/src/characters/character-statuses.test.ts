import { CHARACTER_STATUSES, currentRarity, isReleasedStatus, statusLabel } from './character-statuses';

// The character statuses, written out.
describe('status → released', () => {
  it.each([
    ['not-available', false, 'non-appearing'],
    ['announced', false, 'announced'],
    ['story', false, 'story only'],
    ['enemy', false, 'enemy'],
    ['both', false, 'story and enemy'],
    ['guest', false, 'guest'],
    ['non-limited', true, 'non-limited'],
    ['limited', true, 'limited'],
    ['upcoming', true, 'upcoming'],
  ] as const)('%s: released %p, shown as %p', (status, released, label) => {
    expect(isReleasedStatus(status)).toBe(released);
    expect(statusLabel(status)).toBe(label);
  });

  it('the table above covers every status', () => {
    expect(CHARACTER_STATUSES).toHaveLength(9);
  });

  it('an unknown status is shown as it is, never as a label of another', () => {
    expect(statusLabel('toString')).toBe('toString');
    expect(statusLabel('mystery')).toBe('mystery');
  });
});

describe('currentRarity', () => {
  it.each([
    ['non-limited', 'fes', 'gen'],
    ['non-limited', 'gen', 'gen'],
    ['limited', 'fes', 'fes'],
    ['limited', 'sfes', 'sfes'],
    ['upcoming', 'epic', 'epic'],
    ['story', 'afes', 'afes'],
  ] as const)('%s %s → %s', (status, type, expected) => {
    expect(currentRarity({ status, type })).toBe(expected);
  });
});
