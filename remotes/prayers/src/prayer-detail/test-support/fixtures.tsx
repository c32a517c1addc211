import type { ReactNode } from 'react';
import type { PrayerDetail } from 'shared-domain/schemas/api/prayers';
import { createClock } from 'shared-domain/time/clock';
import { createTestTimeSource } from 'shared-domain/time/test-clock';
import { renderRoutes } from 'shared-ui/dev/render-with-providers';
import { thumbnailFixture } from 'shared-ui/dev/thumbnail-fixture';
import { ClockContext } from 'shared-ui/hooks/use-clock';

/** The instant the prayer-detail tests are rendered at. */
export const NOW = Date.parse('2026-11-26T00:00:00Z');

export type Pool = NonNullable<PrayerDetail['pool']>;
export type PoolEntry = Pool['chara'][number];
export type RateUp = PrayerDetail['rateUp']['characters'][number];
type RateUpThumbnail = NonNullable<RateUp['thumbnail']>;

/** A pool table row; `reveal` carries a unit's release facts when the API sends them. */
export const poolEntry = (id: number, name: string, reveal?: PoolEntry['reveal']): PoolEntry => ({
  id,
  name,
  shortName: name,
  shortTranslitName: name,
  img: `/images/characters/${id}.svg`,
  rateType: 'normal',
  chance: { sc: 1, gc: 1 },
  ...(reveal ? { reveal } : {}),
});

/** A rate-up entry with the thumbnail the API sends; `entry` and `thumbnail` override its fields. */
export const rateUpEntry = (id: number, name: string, thumbnail: Partial<RateUpThumbnail>, entry: Partial<RateUp> = {}): RateUp => ({
  character: id,
  status: null,
  exchange: false,
  exchangeAmount: null,
  isNew: false,
  name,
  shortName: name,
  translit: name,
  img: `/images/characters/thumbnails/${id}.svg`,
  type: 'fes',
  universe: 'L1',
  ...entry,
  thumbnail: thumbnailFixture(id, { role: 'heal', type: entry.type ?? 'fes', jp: false, debut: null, ...thumbnail }),
});

/** Renders `ui` on a prayer's page at NOW, with JP content on or off. */
export function showAtNow(ui: ReactNode, jpContent: boolean) {
  const clock = createClock(createTestTimeSource(NOW));
  return renderRoutes([{ path: '/prayers/info/553', element: <ClockContext value={clock}>{ui}</ClockContext> }], '/prayers/info/553', {
    settings: { jpContent },
  });
}
