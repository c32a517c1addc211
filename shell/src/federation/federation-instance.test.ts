import { ModuleFederation, getRemoteEntry } from '@module-federation/runtime';
import { createShellFederation, provideRuntimeCore } from './federation-instance';

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

describe('createShellFederation', () => {
  it("registers the plugins every remote's own instance must apply as global ones", () => {
    createShellFederation();
    const global = (globalThis as { __FEDERATION__?: { __GLOBAL_PLUGIN__?: Array<{ name: string }> } }).__FEDERATION__;
    const names = (global?.__GLOBAL_PLUGIN__ ?? []).map((plugin) => plugin.name);
    expect(names).toEqual(expect.arrayContaining(['host-shares-first', 'load-steps-in-tasks']));
  });
});
