import { ModuleFederation, getRemoteEntry } from '@module-federation/runtime';
import { provideRuntimeCore } from './federation-instance';

describe('provideRuntimeCore', () => {
  it("hands remotes built with externalRuntime the very runtime core the shell's instance runs on", () => {
    const target: Record<string, unknown> = {};
    provideRuntimeCore(target);
    const core = target._FEDERATION_RUNTIME_CORE as Record<string, unknown>;
    // The same class and loader, not a second copy: one share scope and one remote cache per page.
    expect(core.ModuleFederation).toBe(ModuleFederation);
    expect(core.getRemoteEntry).toBe(getRemoteEntry);
  });
});
