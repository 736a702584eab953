// What a person sees of the frame at a desktop width: the header on one line, notifications that leave it free, state
// chips read whole.
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';

/** The width the header must hold at: a 1 400 px screen, the registry's usual desktop. */
export const ANCHO_ESCRITORIO = { width: 1400, height: 900 } as const;

/**
 * The header's items (title, each navigation link, the user, «Cambiar contraseña», «Cerrar sesión») stand on one line,
 * with room for `extra` more navigation links: they are added to the navigation (as the frame draws its links) before
 * measuring, and taken out after. Links and buttons share one top; the title and the user are centred on that line.
 */
export async function cabeceraEnUnaLinea(page: Page, extra: readonly string[] = []): Promise<void> {
  const cabecera = page.getByRole('banner');
  const nav = cabecera.getByRole('navigation', { name: 'Navegación principal' });
  await nav.evaluate((elemento, nombres) => {
    for (const nombre of nombres) {
      const enlace = document.createElement('a');
      enlace.textContent = nombre;
      enlace.href = '#';
      enlace.dataset.e2eExtra = '';
      elemento.append(enlace);
    }
  }, extra);
  try {
    const enlaces = await nav.getByRole('link').all();
    const botones = [cabecera.getByRole('link', { name: 'Cambiar contraseña' }), cabecera.getByRole('button', { name: 'Cerrar sesión' })];
    const cajas = await Promise.all([...enlaces, ...botones].map(async (item) => ({ texto: (await item.innerText()).trim(), caja: await item.boundingBox() })));
    const [primera] = cajas;
    assert.ok(primera?.caja);
    for (const { texto, caja } of cajas) {
      assert.ok(caja, `«${texto}» no se ve`);
      assert.equal(Math.round(caja.y), Math.round(primera.caja.y), `«${texto}» no está en la línea de «${primera.texto}» (y = ${caja.y}, ${primera.caja.y})`);
      assert.equal(Math.round(caja.height), Math.round(primera.caja.height), `«${texto}» ocupa más de una línea (alto ${caja.height})`);
    }
    const centro = primera.caja.y + primera.caja.height / 2;
    for (const otro of [cabecera.getByRole('link', { name: 'Registro LMA', exact: true }), cabecera.locator('.marco-usuario')]) {
      const caja = await otro.boundingBox();
      assert.ok(caja, 'el título y el usuario se ven');
      assert.ok(Math.abs(caja.y + caja.height / 2 - centro) <= 2, `«${(await otro.innerText()).trim()}» no está en la línea de la navegación`);
    }
  } finally {
    await nav.evaluate((elemento) => elemento.querySelectorAll('[data-e2e-extra]').forEach((enlace) => enlace.remove()));
  }
}

/** A notification (notistack) with this text is on screen and covers nothing of the header: it lies below it. */
export async function avisoFueraDeLaCabecera(page: Page, texto: string): Promise<void> {
  const aviso: Locator = page.locator('.notistack-MuiContent').filter({ hasText: texto });
  await aviso.waitFor();
  const cabecera = await page.getByRole('banner').boundingBox();
  const caja = await aviso.boundingBox();
  assert.ok(cabecera && caja, 'la cabecera y el aviso se ven');
  assert.ok(caja.y >= cabecera.y + cabecera.height, `el aviso «${texto}» (y = ${caja.y}) tapa la cabecera (hasta y = ${cabecera.y + cabecera.height})`);
}

/** Every state chip inside `ambito` that reads `texto` shows it whole: its label is not cut (scrollWidth ≤ clientWidth). */
export async function chipEntero(ambito: Locator, texto: string): Promise<void> {
  const etiquetas = ambito.locator('.MuiChip-label').filter({ hasText: texto });
  await etiquetas.first().waitFor();
  const medidas = await etiquetas.evaluateAll((nodos) => nodos.map((nodo) => ({ texto: nodo.textContent, scroll: nodo.scrollWidth, visible: nodo.clientWidth })));
  for (const medida of medidas) assert.ok(medida.scroll <= medida.visible, `la etiqueta «${medida.texto}» se corta (${medida.scroll} > ${medida.visible} px)`);
}
