import assert from 'node:assert/strict';
import { setTimeout as esperar } from 'node:timers/promises';
import { buffer } from 'node:stream/consumers';
import { test } from 'node:test';
import { areaDescarga, columnasDeFichero, lineaCsv, type FormatoDescarga } from '@registro-lma/shared/domain';
import { escribirDescarga, type FicheroAEscribir } from './descarga-writer';

const LOTES = 300;
const FILAS_POR_LOTE = 50;

/** The patient file with `LOTES` batches of rows of long text, counting the batches read. */
function ficheroContado() {
  const fichero = areaDescarga('diagnostico').ficheros[0]!;
  const columnas = columnasDeFichero(fichero, { etiquetas: false, seudonimizado: false });
  const contador = { leidos: 0 };
  const lotes = async function* () {
    for (let lote = 0; lote < LOTES; lote += 1) {
      contador.leidos += 1;
      yield Array.from({ length: FILAS_POR_LOTE }, (_, fila) => columnas.map((columna) => (columna.nombre === 'upn' ? `LMA-${lote}-${fila}` : `${Math.random()}`.repeat(2))));
    }
  };
  const aEscribir: FicheroAEscribir = {
    fichero,
    columnas,
    lotes,
    lineas: async function* () {
      for await (const lote of lotes()) yield lote.map((fila) => lineaCsv(fila));
    },
  };
  return { aEscribir, contador };
}

for (const formato of ['CSV', 'XLSX'] as const satisfies readonly FormatoDescarga[]) {
  test(`${formato}: rows are read only as fast as the file is taken, so memory does not grow with the registry`, async () => {
    const { aEscribir, contador } = ficheroContado();
    const { salida, escrito } = escribirDescarga(formato, [aEscribir], [], async () => undefined);
    // Nobody reads the file: the writer must stop reading batches after a few (however slow this machine is).
    let leidos = -1;
    while (contador.leidos !== leidos) {
      leidos = contador.leidos;
      await esperar(250);
    }
    assert.ok(leidos < LOTES / 5, `${leidos} lotes leídos sin que nadie lea el fichero`);
    const [fichero, filas] = await Promise.all([buffer(salida), escrito]);
    assert.equal(contador.leidos, LOTES);
    assert.deepEqual(filas, { paciente: LOTES * FILAS_POR_LOTE });
    assert.ok(fichero.length > 0);
  });
}
