import {
  CAMPOS_BIOBANCO,
  CAMPOS_CONFIRMACION,
  CAMPOS_INFORME,
  CAMPOS_MUESTRA,
  CAMPOS_MUESTRA_NGS,
  CAMPOS_NGS_VARIANTE,
  CLAVE_VARIANTES,
  validarBiobanco,
  validarConfirmacion,
  validarMuestra,
  validarMuestraNgs,
  validarRegistro,
  type ContextoMuestra,
  type Registro,
} from '@registro-lma/shared/domain';
import type { Database } from '../db/database';
import { auditoria, biobanco, informe, muestra, muestraConfirmacion, muestraContador, muestraNgs, ngsVariante } from '../db/schema';
import { codigoMuestra } from '../modules/muestras/codigo-muestra-generator';
import { datosDe } from '../modules/muestras/muestra-queries';
import { crearAzar } from './azar-demo';
import { CicloMuestra, Ids, type FilasMuestras, type Guardado, type OpcionesMuestras } from './ciclo-muestra-demo';
import { columnasDe, insertarFilas, reservarIds } from './filas-masivas';
import type { Fila } from './historia-demo';
import { muestrasDePaciente, type MuestraDibujada } from './muestras-demo';
import type { HistoriaSembrada, PacienteSembrado } from './sembrar-historias';

/** A patient's drawn samples with what the sample rules read of the patient. */
export interface MuestrasPaciente {
  paciente: PacienteSembrado;
  contexto: ContextoMuestra;
  muestras: MuestraDibujada[];
}

type Resultado<T> = { ok: true; data: T; avisos: Record<string, string> } | { ok: false; errores: Record<string, string> };

/**
 * A record as the API stores it: with `validar`, validated as the API validates it (the seed stops, naming a record
 * that fails) and with its warnings; otherwise (each validation builds its schema: too slow for 100 000 patients) the
 * form's values as drawn, every field present, without warnings, as the histories are stored.
 */
function comoGuardado<T>(validar: boolean, campos: readonly { name: string }[], datos: Fila, validacion: () => Resultado<T>, donde: string): Guardado<T> {
  if (!validar) return { data: datosDe(campos, datos) as T, avisos: {} };
  const resultado = validacion();
  if (!resultado.ok) throw new Error(`Muestra de demostración no válida (${donde}): ${JSON.stringify(resultado.errores)}`);
  return resultado;
}

const cuantos = (trozo: readonly MuestrasPaciente[], paso: (m: MuestraDibujada) => number) =>
  trozo.reduce((suma, { muestras }) => suma + muestras.reduce((parcial, m) => parcial + paso(m), 0), 0);

/** The first id of each table for the chunk's rows (one round trip per table). */
export async function reservarMuestras(db: Database, trozo: readonly MuestrasPaciente[]): Promise<Ids> {
  return new Ids({
    muestra: await reservarIds(db, muestra, 'muestra_id', cuantos(trozo, () => 1)),
    confirmacion: await reservarIds(db, muestraConfirmacion, 'muestra_confirmacion_id', cuantos(trozo, (m) => (m.recepcion === null ? 0 : 1))),
    informe: await reservarIds(db, informe, 'informe_id', cuantos(trozo, (m) => (m.informe === null ? 0 : 1))),
    ngs: await reservarIds(db, muestraNgs, 'ngs_id', cuantos(trozo, (m) => (m.ngs === null ? 0 : 1))),
    variante: await reservarIds(db, ngsVariante, 'ngs_variante_id', cuantos(trozo, (m) => (m.ngs?.datos[CLAVE_VARIANTES] as Fila[] | undefined)?.length ?? 0)),
    biobanco: await reservarIds(db, biobanco, 'biobanco_id', cuantos(trozo, (m) => (m.biobanco === null ? 0 : 1))),
  });
}

/**
 * The rows of one patient's samples, step by step (`CicloMuestra`), each record as the API stores it (`comoGuardado`),
 * and the patient's sample counter (the next sample a clinician registers takes the following number).
 */
function filasDePaciente(entrada: MuestrasPaciente, opciones: OpcionesMuestras, filas: FilasMuestras): void {
  const { paciente: p, contexto } = entrada;
  const { validar } = opciones;
  entrada.muestras.forEach((dibujada, indice) => {
    const codigo = codigoMuestra(p.upn, indice + 1);
    const datos = comoGuardado(validar, CAMPOS_MUESTRA, dibujada.datos, () => validarMuestra(dibujada.datos, contexto), codigo);
    const laboratorio = opciones.laboratorios.get(String(datos.data.laboratorio_destino));
    if (laboratorio === undefined) throw new Error(`Sin usuario de demostración del laboratorio ${String(datos.data.laboratorio_destino)}.`);
    const ciclo = new CicloMuestra(p, filas, opciones, codigo, datos, { usuario: p.creado_por, rol: opciones.rolAutor, instante: dibujada.registrada }, laboratorio);
    const { recepcion, informe: reportado, ngs, biobanco: almacenada } = dibujada;
    if (recepcion !== null) {
      ciclo.recibir(comoGuardado(validar, CAMPOS_CONFIRMACION, recepcion.datos, () => validarConfirmacion(recepcion.datos, { muestra: datos.data }), `${codigo}, recepción`), recepcion.instante);
    }
    if (reportado !== null) {
      const campos = { muestra_id: ciclo.fila.muestra_id, ...reportado.datos };
      ciclo.informar(comoGuardado(validar, CAMPOS_INFORME, campos, () => validarRegistro(CAMPOS_INFORME, campos), `${codigo}, informe`).data, reportado.instante);
    }
    if (ngs !== null) {
      const resultado = comoGuardado(validar, CAMPOS_MUESTRA_NGS, ngs.datos, () => validarMuestraNgs(ngs.datos, datos.data), `${codigo}, NGS`);
      const { [CLAVE_VARIANTES]: validadas, ...cabecera } = resultado.data as Fila;
      const variantes = ((validadas ?? ngs.datos[CLAVE_VARIANTES]) as Fila[]).map((fila) => datosDe(CAMPOS_NGS_VARIANTE, fila));
      ciclo.resultadoNgs({ data: cabecera, avisos: resultado.avisos }, variantes, ngs.instante);
    }
    if (almacenada !== null) {
      const biobancoId = filas.ids.tomar('biobanco');
      const biolab = String(almacenada.datos.biolab);
      // Unique per biobank, as the registry requires; the registry-wide id keeps it so.
      const registro = { ...almacenada.datos, muestra_id: ciclo.fila.muestra_id, codigo_biobanco: `${biolab === 'BIOBANCO_CENTRAL' ? 'BC' : 'BNL'}-${String(biobancoId).padStart(7, '0')}` };
      const contextoBiobanco = { alta: true, consentimiento_muestras: p.consentimiento_muestras, fecha_extraccion: datos.data.fecha_extraccion };
      const guardado = comoGuardado(validar, CAMPOS_BIOBANCO, registro, () => validarBiobanco(registro, contextoBiobanco), `${codigo}, biobanco`);
      ciclo.entrarEnBiobanco(biobancoId, guardado, { usuario: opciones.biobancos.get(biolab) ?? null, rol: 'BIOBANCO', instante: almacenada.instante });
    }
  });
  if (entrada.muestras.length > 0) filas.contadores.push({ paciente_id: p.paciente_id, ultimo: entrada.muestras.length });
}

/** The chunk's rows, with the ids reserved for it, and its audit rows (in the order things happened). */
export function filasDeMuestras(trozo: readonly MuestrasPaciente[], ids: Ids, opciones: OpcionesMuestras): FilasMuestras {
  const filas: FilasMuestras = { ids, muestras: [], confirmaciones: [], informes: [], ngs: [], variantes: [], biobanco: [], contadores: [], auditoria: [] };
  for (const entrada of trozo) filasDePaciente(entrada, opciones, filas);
  filas.auditoria.sort((a, b) => String(a.creado_en).localeCompare(String(b.creado_en)));
  return filas;
}

/** Inserts a chunk's sample rows, then their audit trail, in bulk. */
export async function guardarMuestras(db: Database, filas: FilasMuestras): Promise<void> {
  const tablas: [Parameters<typeof insertarFilas>[1], Record<string, unknown>[], boolean][] = [
    [muestra, filas.muestras, true],
    [muestraConfirmacion, filas.confirmaciones, true],
    [informe, filas.informes, true],
    [muestraNgs, filas.ngs, true],
    [ngsVariante, filas.variantes, true],
    [biobanco, filas.biobanco, true],
    [muestraContador, filas.contadores, false],
    [auditoria, filas.auditoria, false],
  ];
  for (const [tabla, lista, conId] of tablas) {
    if (lista.length === 0) continue;
    await insertarFilas(db, tabla, columnasDe(tabla).filter((columna) => columna in (lista[0] ?? {})), lista, conId);
  }
}

/** Keeps the samples' draws apart from the history's, so adding samples changed no history of a seed. */
const SAL_MUESTRAS = 0x6d756573;

const fechas = (filas: readonly Registro[], campo: string): string[] => filas.flatMap((fila) => (typeof fila[campo] === 'string' ? [fila[campo]] : []));

/**
 * A seeded patient's samples, drawn from its history when it consents to the use of samples (none for an excluded
 * duplicate), with what the sample rules read of the patient (`contextoMuestra`, from the history in memory).
 */
export function muestrasDeHistoria(historia: HistoriaSembrada, semilla: number, ahora: string): MuestrasPaciente {
  const { paciente: p, expediente } = historia;
  const muerte = expediente.muerte?.muerte_fecha;
  const contexto: ContextoMuestra = {
    paciente: { fecha_nacimiento: p.fecha_nacimiento, fecha_diagnostico: p.fecha_diagnostico, consentimiento_muestras: p.consentimiento_muestras },
    ensayos: p.ensayos.map((fila) => fila.ensayo),
    muerte_fecha: typeof muerte === 'string' ? muerte : null,
    clinica: {
      ind1_fecha_inicio: fechas(expediente.induccion === null ? [] : [expediente.induccion], 'ind1_fecha_inicio')[0] ?? null,
      recaidas: fechas(expediente.recaida, 'rec_fecha'),
      trasplantes: fechas(expediente.trasplante, 'tph_fecha'),
    },
  };
  if (p.consentimiento_muestras !== 'SI' || p.estado === 'EXCLUIDO') return { paciente: p, contexto, muestras: [] };
  const azar = crearAzar(semilla ^ SAL_MUESTRAS, p.upn_numero);
  return { paciente: p, contexto, muestras: muestrasDePaciente({ ...p, limite: historia.limite, expediente }, azar, ahora) };
}
