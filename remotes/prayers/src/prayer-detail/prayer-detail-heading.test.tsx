import { setImmediate as nodeSetImmediate, clearImmediate as nodeClearImmediate } from 'node:timers';
import type { AddressInfo } from 'node:net';
import { screen, waitFor } from '@testing-library/react';
import { configureBaseQuery } from 'shared-domain/api/base-query';
import { remoteRouteTesting } from 'shared-ui/dev/remote-route-testing';
import { testApp } from 'shared-ui/dev/real-api';
import prayersRoutes from '../routes';

// A prayer's page against the real API in this process; expected values from the API's JSON.
// jsdom hides Node's setImmediate, which fastify needs to serve in this same process.
Object.assign(globalThis, { setImmediate: nodeSetImmediate, clearImmediate: nodeClearImmediate });
const { MOUNTS } = remoteRouteTesting(prayersRoutes);

let app: Awaited<ReturnType<typeof testApp>>['app'];
let apiUrl = '';
beforeAll(async () => {
  ({ app } = await testApp(Date.now()));
  await app.listen({ port: 0, host: '127.0.0.1' });
  apiUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
  configureBaseQuery({ baseUrl: apiUrl });
});
afterAll(async () => {
  configureBaseQuery({});
  await app.close();
});

interface Prayer {
  id: number;
  name: string;
  prayerType: string;
  typeNo: number;
}
const apiJson = async <T,>(path: string): Promise<T> => (await (await fetch(`${apiUrl}${path}`)).json()) as T;

// The labels prayer cards give each type ('Prayer #n' per type), written out here.
const TYPE_LABELS: Record<string, string> = { normal: 'Seal Crystal', gc: 'God Crystal', 'story-card': 'Story Card', other: 'Misc' };

describe("a prayer's page is titled by its name", () => {
  it.each(Object.keys(TYPE_LABELS))(
    "a '%s' prayer: its name is the heading, its type and number beside it, and the document's title",
    async (type) => {
      const list = await apiJson<{ content: Prayer[] }>('/prayers/get-list');
      const { id } = list.content.find((p) => p.prayerType === type)!;
      const prayer = (await apiJson<{ content: Prayer }>(`/prayers/get-detail?id=${id}`)).content;
      MOUNTS.descendant(`/prayers/info/${id}`);
      const heading = await screen.findByRole('heading', { level: 1, name: prayer.name });
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(heading.parentElement).toHaveTextContent(`${prayer.name}${TYPE_LABELS[type]} Prayer #${prayer.typeNo}`);
      expect(screen.queryByText(new RegExp(`Prayer #${id}$`))).toBeNull();
      await waitFor(() => expect(document.title).toBe(`${prayer.name} | Touhou LostWord Tracker`));
    },
  );
});
