// A federation runtime plugin of the host. The remotes are built with `externalRuntime`: their entry does not carry
// the federation runtime core (≈11 KB gzip each) but reads it from `globalThis._FEDERATION_RUNTIME_CORE`. This
// publishes there the host's own copy: the names the remotes' bundler runtime takes from it (those
// @module-federation/runtime imports), all of which the host bundles anyway. The library's
// `provideExternalRuntime` does the same with a namespace import, which keeps every export (≈22 KB gzip more).
import {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';

const RUNTIME_CORE = {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

export default function runtimeCoreGlobal() {
  return {
    name: 'registro-lma-runtime-core-global',
    /** @param {unknown} args */
    beforeInit(args) {
      /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (globalThis))._FEDERATION_RUNTIME_CORE ??= RUNTIME_CORE;
      return args;
    },
  };
}
