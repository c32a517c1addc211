import type { CharacterType } from 'shared-domain/characters/character-types';

/** A portrait background per character type, so the placeholder tells the banner type at a glance. */
export const TYPE_COLOURS: Record<CharacterType, string> = {
  gen: '#5b7fa6',
  fes: '#d4a017',
  afes: '#e07b24',
  sfes: '#3aa76d',
  mfes: '#2f8f8a',
  exfes: '#8e44ad',
  relic: '#c0392b',
  genic: '#16a085',
  epic: '#b03a8c',
  wfes: '#f0f0f0',
  ds: '#34495e',
  yukkuri: '#d35400',
};

/** Light backgrounds get dark text. */
export const foregroundFor = (background: string): string => (background === '#f0f0f0' ? '#222' : '#fff');
