import { hoy, momentoGeneralDeEnsayo, momentosDeEnsayo, sumarDias, type ExpedientePaciente } from '@registro-lma/shared/domain';
import type { Azar } from './azar-demo';
import type { Fila } from './historia-demo';
import { GENES_PANEL_DEMO, variantesDeDiagnostico } from './variantes-demo';

/** One step of a sample's life: the form's values and the instant it was recorded. */
export interface PasoMuestra {
  datos: Fila;
  instante: string;
}

/**
 * A sample drawn for a patient with what happened to it until now: registered (and shipped), received or rejected,
 * reported (one report, of the laboratory's type), its NGS result, its biobank entry. Values as the forms send them.
 */
export interface MuestraDibujada {
  datos: Fila;
  registrada: string;
  recepcion: PasoMuestra | null;
  informe: PasoMuestra | null;
  ngs: PasoMuestra | null;
  biobanco: PasoMuestra | null;
}

/** What the samples of a patient are drawn from: its registration and its clinical history. */
export interface PacienteMuestras {
  fecha_diagnostico: string;
  creado_en: string;
  estado: string;
  fecha_revocacion: string | null;
  ensayos: readonly { ensayo: string }[];
  /** The last day the registry knows of the patient: no sample is taken after it. */
  limite: string;
  expediente: ExpedientePaciente;
}

/** Share of received samples the laboratory rejects, and the incidents it records. */
const PROPORCION_RECHAZO = 0.03;
const RECHAZOS: readonly [condicion: string, motivo: string][] = [
  ['COAGULADA', 'Muestra coagulada: no valorable para el estudio solicitado.'],
  ['HEMOLIZADA', 'Muestra hemolizada: no valorable para el estudio solicitado.'],
  ['VOLUMEN_INSUFICIENTE', 'Volumen insuficiente para el estudio solicitado.'],
  ['FUERA_DE_PLAZO', 'Recibida fuera del plazo de estabilidad de la muestra.'],
];

/** Days from reception to the report, by report type. */
const DIAS_INFORME: Readonly<Record<string, readonly [number, number]>> = {
  CMF: [1, 3],
  EMR_CMF: [2, 6],
  CITOGENETICA: [10, 21],
  EMR_PCR: [5, 12],
  NGS: [14, 28],
};

/** The report a laboratory issues for the studies requested (each demo sample asks one laboratory for one study). */
function tipoInforme(estudios: readonly string[]): string {
  if (estudios.includes('CMF_DIAGNOSTICO')) return 'CMF';
  if (estudios.includes('CMF_EMR')) return 'EMR_CMF';
  if (estudios.includes('CITOGENETICA')) return 'CITOGENETICA';
  if (estudios.includes('PCR_EMR')) return 'EMR_PCR';
  return 'NGS';
}

const PROYECTO_DEMO = 'PI21/01234';
const PROYECTO_CESION_DEMO = 'Proyecto PI22/00456: evolución clonal de la LMA en recaída';

/** A sample's request: a marrow aspirate for one laboratory. */
interface Peticion {
  fecha: string;
  estudios: string[];
  laboratorio: string;
  momento: string;
  /** The trial moment of a trial sample (its `momento_general` is `momento`). */
  ensayo?: { ensayo: string; momento_ensayo: string };
  anticoagulante?: string;
  /** The genetics a relapse NGS result repeats, at this share of the clone. */
  cargaNgs?: number;
}

/** An instant of `fecha` in working hours, never before `desde` (the step before it). */
function instante(fecha: string, azar: Azar, desde: string): string {
  const propio = new Date(`${fecha}T${String(8 + azar.entero(0, 6)).padStart(2, '0')}:${String(azar.entero(0, 59)).padStart(2, '0')}:00Z`);
  const minimo = new Date(new Date(desde).getTime() + azar.entero(1, 30) * 60_000);
  return (propio > minimo ? propio : minimo).toISOString();
}

/** The first moment of the patient's trial that maps to the general moment `general` (the trial's protocol list). */
function momentoDeEnsayo(ensayos: readonly { ensayo: string }[], general: string): Peticion['ensayo'] | undefined {
  for (const { ensayo } of ensayos) {
    const fila = momentosDeEnsayo(ensayo).find((candidata) => momentoGeneralDeEnsayo(ensayo, candidata.codigo) === general);
    if (fila !== undefined) return { ensayo, momento_ensayo: fila.codigo };
  }
  return undefined;
}

function formulario(peticion: Peticion, azar: Azar): Fila {
  const economico =
    peticion.ensayo !== undefined ? 'PROMOTOR_ENSAYO' : azar.ponderado([['GRUPO_COOPERATIVO', 70], ['HOSPITAL_ORIGEN', 15], ['PROYECTO_INVESTIGACION', 10], ['INDUSTRIA_PROGRAMA', 5]]);
  return {
    es_ensayo: peticion.ensayo !== undefined,
    ...(peticion.ensayo ?? { momento: peticion.momento }),
    material: 'MO_ASPIRADO',
    fecha_extraccion: peticion.fecha,
    hora_extraccion: `${String(8 + azar.entero(0, 4)).padStart(2, '0')}:${String(azar.entero(0, 11) * 5).padStart(2, '0')}`,
    anticoagulante: peticion.anticoagulante ?? 'EDTA',
    n_tubos: azar.entero(1, 3),
    volumen_ml: azar.decimal(2, 8, 1),
    estudios_solicitados: peticion.estudios,
    laboratorio_destino: peticion.laboratorio,
    laboratorio_economico: economico,
    ...(economico === 'PROYECTO_INVESTIGACION' ? { codigo_proyecto: PROYECTO_DEMO } : {}),
  };
}

/** The requests a patient's history calls for: diagnosis, response after induction, relapses, day +100 after a transplant. */
function peticiones(paciente: PacienteMuestras, azar: Azar): Peticion[] {
  const { expediente, ensayos } = paciente;
  const diagnostico = expediente.diagnostico as Fila | null;
  if (diagnostico === null) return [];
  const fecha = paciente.fecha_diagnostico;
  const lista: Peticion[] = [
    { fecha, momento: 'DIAG', ensayo: momentoDeEnsayo(ensayos, 'DIAG'), estudios: ['CMF_DIAGNOSTICO'], laboratorio: 'LAB_CMF_REF' },
    { fecha, momento: 'DIAG', estudios: azar.si(0.45) ? ['NGS', 'BIOBANCO'] : ['NGS'], laboratorio: 'LAB_NGS_REF' },
  ];
  if (azar.si(0.25)) lista.push({ fecha, momento: 'DIAG', estudios: ['CITOGENETICA', 'FISH'], laboratorio: 'LAB_CG_REF', anticoagulante: 'HEPARINA_SODICA' });
  const induccion = expediente.induccion as Fila | null;
  if (typeof induccion?.ind1_eval_fecha === 'string' && induccion.ind1_eval_mo_realizada === 'SI') {
    const evaluacion = induccion.ind1_eval_fecha;
    lista.push({ fecha: evaluacion, momento: 'POST_IND1', ensayo: momentoDeEnsayo(ensayos, 'POST_IND1'), estudios: ['CMF_EMR'], laboratorio: 'LAB_CMF_REF' });
    const dianaPcr = diagnostico.npm1 === 'MUTADO' || ['rtpcr_runx1_runx1t1', 'rtpcr_cbfb_myh11', 'rtpcr_pml_rara'].some((campo) => diagnostico[campo] === 'POSITIVO');
    if (dianaPcr && azar.si(0.5)) lista.push({ fecha: evaluacion, momento: 'POST_IND1', estudios: ['PCR_EMR'], laboratorio: 'LAB_MOL_REF' });
  }
  for (const recaida of expediente.recaida as Fila[]) {
    if (typeof recaida.rec_fecha !== 'string') continue;
    lista.push({ fecha: recaida.rec_fecha, momento: 'RECAIDA', ensayo: momentoDeEnsayo(ensayos, 'RECAIDA'), estudios: ['NGS'], laboratorio: 'LAB_NGS_REF', cargaNgs: azar.decimal(0.6, 1.1, 2) });
  }
  for (const trasplante of expediente.trasplante as Fila[]) {
    if (typeof trasplante.tph_fecha !== 'string' || !azar.si(0.6)) continue;
    lista.push({ fecha: sumarDias(trasplante.tph_fecha, azar.entero(90, 110)), momento: 'POST_TPH_D100', estudios: ['CMF_EMR'], laboratorio: 'LAB_CMF_REF' });
  }
  const muerte = (expediente.muerte as Fila | null)?.muerte_fecha;
  return lista.filter((peticion) => peticion.fecha <= paciente.limite && (typeof muerte !== 'string' || peticion.fecha <= muerte));
}

function recepcion(datos: Fila, fecha: string, azar: Azar): Fila {
  if (azar.si(PROPORCION_RECHAZO)) {
    const [condicion, motivo] = azar.elegir(RECHAZOS);
    return { fecha_recepcion: fecha, condicion: [condicion], aceptada: 'NO', motivo_rechazo: motivo, n_tubos_recibidos: datos.n_tubos, temperatura_llegada: 'AMBIENTE' };
  }
  return {
    fecha_recepcion: fecha,
    hora_recepcion: `${String(9 + azar.entero(0, 7)).padStart(2, '0')}:${String(azar.entero(0, 59)).padStart(2, '0')}`,
    condicion: ['CORRECTA'],
    aceptada: 'SI',
    n_tubos_recibidos: datos.n_tubos,
    volumen_recibido_ml: datos.volumen_ml,
    temperatura_llegada: 'AMBIENTE',
  };
}

function resultadoNgs(fecha: string, diagnostico: Fila, carga: number, azar: Azar): Fila {
  const fallido = azar.si(0.02);
  const variantes = fallido ? [] : variantesDeDiagnostico(diagnostico, azar, carga);
  return {
    fecha_informe: fecha,
    panel_nombre: 'Panel mieloide de secuenciación masiva',
    panel_version: '3.1',
    genes_estudiados: GENES_PANEL_DEMO,
    lod_vaf_pct: 0.5,
    profundidad_media: azar.entero(800, 1800),
    estado_ngs: fallido ? 'FALLIDO' : variantes.length > 0 ? 'CON_VARIANTES' : 'SIN_VARIANTES',
    ...(fallido ? { observaciones: 'Calidad del ADN insuficiente: se solicita una nueva muestra.' } : {}),
    ngs_variante: variantes,
  };
}

/** A biobank entry of a received sample's surplus: the aliquots, where they are kept and what became of them. */
function entradaBiobanco(fecha: string, retirado: boolean, azar: Azar): Fila {
  const tipo = azar.ponderado([['CMN_VIABLES', 40], ['ADN', 30], ['PLASMA', 20], ['PELLET_SECO', 10]]);
  // A withdrawn patient's aliquots stay stored, pending their destruction (data-dictionary §5.5).
  const destino = retirado ? 'DISPONIBLE' : azar.ponderado([['DISPONIBLE', 80], ['RESERVADA', 5], ['CEDIDA', 10], ['AGOTADA', 5]]);
  const salida = sumarDias(fecha, azar.entero(30, 700));
  const estado = salida > hoy() && (destino === 'CEDIDA' || destino === 'AGOTADA') ? 'DISPONIBLE' : destino;
  return {
    biolab: azar.si(0.8) ? 'BIOBANCO_CENTRAL' : 'BIOBANCO_NODO_LOCAL',
    fecha_entrada: fecha,
    tipo_alicuota: tipo,
    n_alicuotas: azar.entero(2, 10),
    ...(tipo === 'PLASMA' ? { volumen_alicuota_ml: azar.elegir([0.5, 1]) } : {}),
    ...(tipo === 'ADN' ? { concentracion_ng_ul: azar.decimal(20, 250, 1) } : {}),
    ...(tipo === 'CMN_VIABLES' ? { celulas_10e6: azar.decimal(5, 20, 1) } : {}),
    temperatura_almacenamiento: tipo === 'CMN_VIABLES' ? 'NITROGENO' : 'MENOS_80',
    ubicacion: `Congelador ${azar.entero(1, 6)} / Rack ${azar.elegir(['A', 'B', 'C', 'D', 'E', 'F'])} / Caja ${azar.entero(1, 40)} / Posición ${azar.entero(1, 81)}`,
    consentimiento_verificado: true,
    estado_alicuota: estado,
    ...(estado === 'CEDIDA' || estado === 'AGOTADA' ? { fecha_salida: salida } : {}),
    ...(estado === 'CEDIDA' ? { proyecto_cesion: PROYECTO_CESION_DEMO } : {}),
  };
}

/**
 * The samples of a patient who consents to their use, each as far as its life has gone by `ahora`: registered and
 * shipped the day it is drawn (yesterday's may wait to be shipped), received a day later (a few rejected), reported
 * days or weeks later, its NGS result with the diagnosis' variants, the biobank entry of its surplus. A withdrawn
 * patient's samples and biobank entries are all from before the withdrawal.
 */
export function muestrasDePaciente(paciente: PacienteMuestras, azar: Azar, ahora: string): MuestraDibujada[] {
  const diagnostico = paciente.expediente.diagnostico as Fila | null;
  const revocacion = paciente.fecha_revocacion === null ? null : `${paciente.fecha_revocacion}T00:00:00.000Z`;
  const antesDeRevocar = (momento: string) => revocacion === null || momento < revocacion;
  const muestras: MuestraDibujada[] = [];
  for (const peticion of peticiones(paciente, azar)) {
    const datos = formulario(peticion, azar);
    const registrada = instante(peticion.fecha, azar, paciente.creado_en);
    if (registrada > ahora || !antesDeRevocar(registrada)) continue;
    const muestra: MuestraDibujada = { datos, registrada, recepcion: null, informe: null, ngs: null, biobanco: null };
    muestras.push(muestra);
    // Half of yesterday's samples are still waiting to be shipped.
    if (peticion.fecha >= sumarDias(hoy(), -1) && azar.si(0.5)) continue;
    datos.fecha_envio = peticion.fecha;
    datos.temperatura_envio = 'AMBIENTE';
    const fechaRecepcion = sumarDias(peticion.fecha, azar.entero(0, 1));
    const recibida = instante(fechaRecepcion, azar, registrada);
    if (recibida > ahora) continue;
    muestra.recepcion = { datos: recepcion(datos, fechaRecepcion, azar), instante: recibida };
    if (muestra.recepcion.datos.aceptada !== 'SI') continue;
    const estudios = peticion.estudios;
    if (estudios.includes('BIOBANCO')) {
      const entrada = instante(fechaRecepcion, azar, recibida);
      if (entrada <= ahora && antesDeRevocar(entrada)) muestra.biobanco = { datos: entradaBiobanco(fechaRecepcion, paciente.estado === 'RETIRADO', azar), instante: entrada };
    }
    const tipo = tipoInforme(estudios);
    const [minimo, maximo] = DIAS_INFORME[tipo] ?? [1, 7];
    const fechaInforme = sumarDias(fechaRecepcion, azar.entero(minimo, maximo));
    const subido = instante(fechaInforme, azar, muestra.biobanco?.instante ?? recibida);
    if (subido > ahora) continue;
    muestra.informe = { datos: { tipo_informe: tipo, fecha_informe: fechaInforme }, instante: subido };
    const introducido = instante(fechaInforme, azar, subido);
    if (tipo === 'NGS' && diagnostico !== null && introducido <= ahora) {
      muestra.ngs = { datos: resultadoNgs(fechaInforme, diagnostico, peticion.cargaNgs ?? 1, azar), instante: introducido };
    }
  }
  return muestras;
}
