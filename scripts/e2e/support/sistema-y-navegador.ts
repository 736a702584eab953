import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser';
import { startSystem, type RunningSystem } from './running-system';

export interface SistemaYNavegador {
  readonly system: RunningSystem;
  readonly browser: Browser;
}

/**
 * Registers the file's before/after: the built system on its own database and one Chromium, both stopped at the end.
 * `preparar` runs once both are up: a file's set-up goes there, not in a `before` of its own, because node:test runs
 * a file's top-level `before` hooks at the same time.
 */
export function usarSistemaYNavegador(preparar?: () => Promise<void>, extraEnv: Record<string, string> = {}): SistemaYNavegador {
  let system: RunningSystem | undefined;
  let browser: Browser | undefined;
  before(async () => {
    system = await startSystem(extraEnv);
    browser = await launchChromium();
    await preparar?.();
  });
  after(async () => {
    await browser?.close();
    await system?.stop();
  });
  return {
    get system() {
      if (system === undefined) throw new Error('El sistema aún no ha arrancado.');
      return system;
    },
    get browser() {
      if (browser === undefined) throw new Error('Chromium aún no ha arrancado.');
      return browser;
    },
  };
}
