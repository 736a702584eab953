// axe-core (the engine of the browsers' own accessibility audits) run in the page a journey is on: a screen must have no
// serious or critical violation of WCAG 2.1 A/AA or of axe's best practices.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

declare global {
  /** axe-core, injected into the page by `cargarAxe`. */
  interface Window {
    axe: { run: (contexto: Document, opciones: object) => Promise<{ violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[] }> };
  }
}

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** Served by the page's own origin (intercepted, never reaching the server), so the Content-Security-Policy allows it. */
const RUTA_AXE = '/__e2e__/axe.min.js';

type Infraccion = { id: string; impact: string; help: string; nodos: string[] };

/** Loads axe-core into `page` once (its own origin, so `script-src 'self'` lets it run). */
async function cargarAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  const url = new URL(RUTA_AXE, page.url()).href;
  await page.route(url, (route) => route.fulfill({ body: AXE, contentType: 'application/javascript' }));
  await page.addScriptTag({ url });
}

/**
 * Runs axe on what `page` shows now and fails with the list of serious and critical violations (rule, help, the first
 * elements), if any. `pantalla` names the screen in the message.
 */
export async function comprobarAccesibilidad(page: Page, pantalla: string): Promise<void> {
  await cargarAxe(page);
  // What is read is the screen at rest: a notification or a dialog half-faded has colours no one reads.
  await page.waitForFunction(() => document.getAnimations().every((animacion) => !(animacion instanceof CSSTransition) || animacion.playState !== 'running'));
  const infracciones = await page.evaluate(async (): Promise<Infraccion[]> => {
    const { violations } = await window.axe.run(document, { resultTypes: ['violations'], runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return violations
      .filter((violacion) => violacion.impact === 'serious' || violacion.impact === 'critical')
      .map((violacion) => ({ id: violacion.id, impact: violacion.impact ?? '', help: violacion.help, nodos: violacion.nodes.slice(0, 4).map((nodo) => nodo.target.join(' ')) }));
  });
  assert.deepEqual(
    infracciones,
    [],
    `${pantalla}: ${infracciones.length} infracciones graves o críticas de accesibilidad:\n${infracciones.map((i) => `- ${i.id} (${i.impact}): ${i.help} → ${i.nodos.join(' | ')}`).join('\n')}`,
  );
}
