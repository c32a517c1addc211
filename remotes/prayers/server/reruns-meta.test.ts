import { en } from '../src/messages/test-support/english';
import { rerunsMeta } from './reruns-meta';

// The server's heads are English.
const meta = (path: string) => rerunsMeta(new URL(path, 'http://shell.invalid'), en);

describe('the rerun table’s head', () => {
  it('keeps the manifest’s words for the default order, and for an order it does not know', () => {
    expect(meta('/prayers/reruns')).toBeNull();
    expect(meta('/prayers/reruns?sort=longest-wait')).toBeNull();
    expect(meta('/prayers/reruns?sort=<script>')).toBeNull();
  });

  it('names another order', () => {
    expect(meta('/prayers/reruns?sort=runs')).toMatchObject({
      title: 'Character Reruns by most runs',
      description: "Every character's prayer runs and the waits between them, sorted by most runs.",
    });
  });
});
