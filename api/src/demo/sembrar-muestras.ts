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
  type EstadoMuestra,
  type Registro,
  type Rol,
} from '@registro-lma/shared/domain';
import type { Database } from '../db/database';
import { auditoria, biobanco, informe, muestra, muestraConfirmacion, muestraContador, muestraNgs, ngsVariante } from '../db/schema';
import { vistaBiobanco } from '../modules/biobanco/biobanco-queries';
import { codigoMuestra } from '../modules/muestras/codigo-muestra';
import { vistaNgs } from '../modules/muestras/muestra-ngs-queries';
import { datosDe, vistaConfirmacion, vistaMuestra, type FilaMuestra } from '../modules/muestras/muestra-queries';
import { sanearNombreArchivo } from '../platform/subidas/nombre-archivo';
import { crearAzar } from './azar-demo';
import type { Fila } from './historia-demo';
import { columnasDe, insertarFilas, reservarIds } from './filas-masivas';
import type { InformeDemo } from './informe-demo';
import { muestrasDePaciente, type MuestraDibujada } from './muestras-demo';
import type { HistoriaSembrada, PacienteSembrado } from './sembrar-historias';

/** Who records each step of the demo samples' life, besides the patient's clinician. */
export interface OpcionesMuestras {
  /** Validate every record as the API does, and store its warnings (slower). */
  validar: boolean;
  /** The role of the patients' clinicians, who register the samples. */
  rolAutor: Rol | null;
  /** The report file every seeded report points at (stored once for the run). */
  informe: InformeDemo;
  /** The LABORATORIO user of each laboratory (receives and reports its samples, enters their NGS results). */
  laboratorios: ReadonlyMap<string, number>;
  /** The BIOBANCO user of each biobank (enters the aliquots). */
  biobancos: ReadonlyMap<string, number>;
}

/** A patient's drawn samples with what the sample rules read of the patient. */
export interface MuestrasPaciente {
  paciente: PacienteSembrado;
  contexto: ContextoMuestra;
  muestras: MuestraDibujada[];
}

type FilaBd<T extends { $inferSelect: unknown }> = T['$inferSelect'];

/** The rows of a chunk of samples, ready to insert, and their audit trail. */
export interface FilasMuestras {
  muestras: FilaBd<typeof muestra>[];
  confirmaciones: FilaBd<typeof muestraConfirmacion>[];
  informes: FilaBd<typeof informe>[];
  ngs: FilaBd<typeof muestraNgs>[];
  variantes: FilaBd<typeof ngsVariante>[];
  biobanco: FilaBd<typeof biobanco>[];
  contadores: FilaBd<typeof muestraContador>[];
  auditoria: Record<string, unknown>[];
}

type Resultado<T> = { ok: true; data: T; avisos: Record<string, string> } | { ok: false; errores: Record<string, string> };

/**
 * A record as the API stores it: with `validar`, validated as the API validates it (the seed stops, naming a record
 * that fails) and with its warnings; otherwise (each validation builds its schema: too slow for 100 000 patients) the
 * form's values as drawn, every field present, without warnings, as the histories are stored.
 */
function comoGuardado<T>(validar: boolean, campos: readonly { name: string }[], datos: Fila, validacion: () => Resultado<T>, donde: string): { data: T; avisos: Record<string, string> } {
  if (!validar) return { data: datosDe(campos, datos) as T, avisos: {} };
  const resultado = validacion();
  if (!resultado.ok) throw new Error(`Muestra de demostración no válida (${donde}): ${JSON.stringify(resultado.errores)}`);
  return resultado;
}

/** The ids each table hands the chunk, in order. */
class Ids {
  private readonly siguientes: Map<string, number>;
  constructor(primeros: Record<string, number>) {
    this.siguientes = new Map(Object.entries(primeros));
  }
  tomar(tabla: string): number {
    const id = this.siguientes.get(tabla) ?? 0;
    this.siguientes.set(tabla, id + 1);
    return id;
  }
}

const cuantos = (trozo: readonly MuestrasPaciente[], paso: (m: MuestraDibujada) => number) =>
  trozo.reduce((suma, { muestras }) => suma + muestras.reduce((parcial, m) => parcial + paso(m), 0), 0);

/** The first id of each table for the chunk's rows (one round trip per table). */
async function reservar(db: Database, trozo: readonly MuestrasPaciente[]): Promise<Ids> {
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
 * The rows of one patient's samples and the audit rows the real commands write for them, in order: the sample
 * registered (CREAR, already ENVIADA when shipped), the reception (CREAR of the reception and CAMBIO_ESTADO of the
 * sample), the report (CREAR and CAMBIO_ESTADO to INFORMADA), the NGS result and the biobank entry (CREAR). Every
 * record is validated as the API validates it; its warnings are stored with it.
 */
function filasDePaciente(entrada: MuestrasPaciente, ids: Ids, opciones: OpcionesMuestras, filas: FilasMuestras): void {
  const { paciente: p, contexto } = entrada;
  const { validar, rolAutor } = opciones;
  const auditar = (usuario: number | null, rol: Rol | null, tabla: string, registro: number, accion: string, antes: unknown, despues: unknown, instante: string) =>
    filas.auditoria.push({
      usuario_id: usuario,
      rol,
      tabla,
      registro_id: String(registro),
      accion,
      antes,
      despues,
      paciente_id: p.paciente_id,
      creado_por: usuario,
      creado_en: instante,
      modificado_por: usuario,
      modificado_en: instante,
    });
  entrada.muestras.forEach((dibujada, indice) => {
    const muestraId = ids.tomar('muestra');
    const codigo = codigoMuestra(p.upn, indice + 1);
    const { data: datos, avisos } = comoGuardado(validar, CAMPOS_MUESTRA, dibujada.datos, () => validarMuestra(dibujada.datos, contexto), codigo);
    const laboratorio = opciones.laboratorios.get(String(datos.laboratorio_destino)) ?? null;
    const ensayo = p.ensayos.find((fila) => fila.ensayo === datos.ensayo);
    const fila = {
      ...datos,
      muestra_id: muestraId,
      paciente_id: p.paciente_id,
      codigo_muestra: codigo,
      estado: (datos.fecha_envio === null ? 'REGISTRADA' : 'ENVIADA') as EstadoMuestra,
      pdf_generado_en: null,
      avisos,
      eliminado: false,
      motivo_eliminacion: null,
      creado_por: p.creado_por,
      creado_en: new Date(dibujada.registrada),
      modificado_por: p.creado_por,
      modificado_en: new Date(dibujada.registrada),
      version: 1,
    } as FilaBd<typeof muestra>;
    const conPaciente = (): FilaMuestra => ({
      ...fila,
      upn: p.upn,
      sexo: p.sexo as FilaMuestra['sexo'],
      fecha_nacimiento: p.fecha_nacimiento,
      entidad: p.entidad as FilaMuestra['entidad'],
      hospital_codigo: p.hospital_codigo,
      codigo_paciente_ensayo: ensayo?.codigo_paciente_ensayo ?? null,
    });
    let confirmacion: FilaBd<typeof muestraConfirmacion> | null = null;
    const vista = () => vistaMuestra(conPaciente(), confirmacion === null ? null : vistaConfirmacion(confirmacion));
    /** The laboratory moves the sample on (its state, version and last change), audited as the command does. */
    const cambiar = (antes: ReturnType<typeof vista>, estado: EstadoMuestra, instante: string) => {
      Object.assign(fila, { estado, version: fila.version + 1, modificado_por: laboratorio, modificado_en: new Date(instante) });
      auditar(laboratorio, 'LABORATORIO', 'muestra', muestraId, 'CAMBIO_ESTADO', antes, vista(), instante);
    };
    auditar(p.creado_por, rolAutor, 'muestra', muestraId, 'CREAR', null, vista(), dibujada.registrada);
    if (dibujada.recepcion !== null && laboratorio !== null) {
      const datosRecepcion = dibujada.recepcion.datos;
      const recibida = comoGuardado(validar, CAMPOS_CONFIRMACION, datosRecepcion, () => validarConfirmacion(datosRecepcion, { muestra: datos }), `${codigo}, recepción`);
      const instante = new Date(dibujada.recepcion.instante);
      const antes = vista();
      confirmacion = {
        ...recibida.data,
        muestra_confirmacion_id: ids.tomar('confirmacion'),
        muestra_id: muestraId,
        recibido_por: laboratorio,
        laboratorio_receptor: fila.laboratorio_destino,
        avisos: recibida.avisos,
        creado_por: laboratorio,
        creado_en: instante,
        modificado_por: laboratorio,
        modificado_en: instante,
        version: 1,
      } as FilaBd<typeof muestraConfirmacion>;
      filas.confirmaciones.push(confirmacion);
      auditar(laboratorio, 'LABORATORIO', 'muestra_confirmacion', confirmacion.muestra_confirmacion_id, 'CREAR', null, vistaConfirmacion(confirmacion), dibujada.recepcion.instante);
      cambiar(antes, recibida.data.aceptada === 'SI' ? 'RECIBIDA' : 'RECHAZADA', dibujada.recepcion.instante);
    }
    if (dibujada.informe !== null && laboratorio !== null) {
      const campos = { muestra_id: muestraId, ...dibujada.informe.datos };
      const formulario = comoGuardado(validar, CAMPOS_INFORME, campos, () => validarRegistro(CAMPOS_INFORME, campos), `${codigo}, informe`).data;
      const subido = {
        informe_id: ids.tomar('informe'),
        muestra_id: muestraId,
        tipo_informe: formulario.tipo_informe,
        fecha_informe: formulario.fecha_informe,
        version: 1,
        sustituye_a: null,
        clave_fichero: opciones.informe.clave,
        sha256: opciones.informe.sha256,
        tamano_bytes: opciones.informe.tamano_bytes,
        tipo_mime: opciones.informe.tipo_mime,
        nombre_archivo: sanearNombreArchivo(`informe-${String(formulario.tipo_informe).toLowerCase()}-${codigo}.pdf`, 'pdf'),
        comentario: null,
        subido_por: laboratorio,
        subido_en: new Date(dibujada.informe.instante),
        activo: true,
        motivo_eliminacion: null,
        eliminado_por: null,
        eliminado_en: null,
      } as FilaBd<typeof informe>;
      filas.informes.push(subido);
      auditar(laboratorio, 'LABORATORIO', 'informe', subido.informe_id, 'CREAR', null, subido, dibujada.informe.instante);
      cambiar(vista(), 'INFORMADA', dibujada.informe.instante);
    }
    if (dibujada.ngs !== null && laboratorio !== null) {
      const datosNgs = dibujada.ngs.datos;
      const resultado = comoGuardado(validar, CAMPOS_MUESTRA_NGS, datosNgs, () => validarMuestraNgs(datosNgs, datos), `${codigo}, NGS`);
      const { [CLAVE_VARIANTES]: validadas, ...cabecera } = resultado.data as Fila;
      const variantes = ((validadas ?? datosNgs[CLAVE_VARIANTES]) as Fila[]).map((fila) => datosDe(CAMPOS_NGS_VARIANTE, fila));
      const instante = new Date(dibujada.ngs.instante);
      const registro = { creado_por: laboratorio, creado_en: instante, modificado_por: laboratorio, modificado_en: instante, version: 1 };
      const ngsId = ids.tomar('ngs');
      const filaNgs = { ...cabecera, ngs_id: ngsId, muestra_id: muestraId, paciente_id: p.paciente_id, avisos: resultado.avisos, eliminado: false, motivo_eliminacion: null, ...registro } as FilaBd<typeof muestraNgs>;
      const filasVariante = variantes.map((variante, orden) => ({ ...variante, ngs_variante_id: ids.tomar('variante'), ngs_id: ngsId, orden, ...registro }) as FilaBd<typeof ngsVariante>);
      filas.ngs.push(filaNgs);
      filas.variantes.push(...filasVariante);
      auditar(laboratorio, 'LABORATORIO', 'muestra_ngs', ngsId, 'CREAR', null, vistaNgs(filaNgs, fila, filasVariante), dibujada.ngs.instante);
    }
    if (dibujada.biobanco !== null) {
      const biobancoId = ids.tomar('biobanco');
      const biolab = String(dibujada.biobanco.datos.biolab);
      const codigoBiobanco = `${biolab === 'BIOBANCO_CENTRAL' ? 'BC' : 'BNL'}-${String(biobancoId).padStart(7, '0')}`;
      const entradaBiobanco = { ...dibujada.biobanco.datos, muestra_id: muestraId, codigo_biobanco: codigoBiobanco };
      const contextoBiobanco = { alta: true, consentimiento_muestras: p.consentimiento_muestras, fecha_extraccion: datos.fecha_extraccion };
      const registrado = comoGuardado(validar, CAMPOS_BIOBANCO, entradaBiobanco, () => validarBiobanco(entradaBiobanco, contextoBiobanco), `${codigo}, biobanco`);
      const autor = opciones.biobancos.get(biolab) ?? null;
      const instante = new Date(dibujada.biobanco.instante);
      const registro = {
        ...registrado.data,
        biobanco_id: biobancoId,
        paciente_id: p.paciente_id,
        avisos: registrado.avisos,
        eliminado: false,
        motivo_eliminacion: null,
        creado_por: autor,
        creado_en: instante,
        modificado_por: autor,
        modificado_en: instante,
        version: 1,
      } as FilaBd<typeof biobanco>;
      filas.biobanco.push(registro);
      auditar(autor, 'BIOBANCO', 'biobanco', biobancoId, 'CREAR', null, vistaBiobanco({ registro, upn: p.upn, codigo_muestra: codigo }), dibujada.biobanco.instante);
    }
    filas.muestras.push(fila);
  });
  if (entrada.muestras.length > 0) filas.contadores.push({ paciente_id: p.paciente_id, ultimo: entrada.muestras.length });
}

/** Reserves the chunk's ids and builds its rows and audit rows (in the order things happened). */
export async function filasDeMuestras(db: Database, trozo: readonly MuestrasPaciente[], opciones: OpcionesMuestras): Promise<FilasMuestras> {
  const ids = await reservar(db, trozo);
  const filas: FilasMuestras = { muestras: [], confirmaciones: [], informes: [], ngs: [], variantes: [], biobanco: [], contadores: [], auditoria: [] };
  for (const entrada of trozo) filasDePaciente(entrada, ids, opciones, filas);
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
