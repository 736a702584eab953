import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import type { Muestra, Paciente } from '@registro-lma/shared/domain';
import { formularioPaciente, registrarPaciente, requestAs } from './pacientes';
import { signIn, type TestSession } from './sign-in';

export const MUESTRAS = '/leucemia/api/muestras';

/** A patient of the centre, born 1960, diagnosed 2024-01-15, consenting to research samples. */
export function registrarPacienteConMuestras(app: FastifyInstance, sesion: TestSession, hospitalId: number): Promise<Paciente> {
  return registrarPaciente(
    app,
    sesion,
    formularioPaciente(hospitalId, { fecha_nacimiento: '1960-05-10', fecha_diagnostico: '2024-01-15', fecha_consentimiento: '2024-01-16', consentimiento_muestras: 'SI' }),
  );
}

/** A valid diagnostic marrow sample for the flow-cytometry reference lab (LAB_CMF_REF, the test labs' default) with NGS. */
export function datosMuestra(cambios: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    es_ensayo: false,
    momento: 'DIAG',
    material: 'MO_ASPIRADO',
    fecha_extraccion: '2024-01-14',
    anticoagulante: 'EDTA',
    n_tubos: 2,
    volumen_ml: 5,
    estudios_solicitados: ['CMF_DIAGNOSTICO', 'NGS'],
    laboratorio_destino: 'LAB_CMF_REF',
    laboratorio_economico: 'GRUPO_COOPERATIVO',
    ...cambios,
  };
}

/** Registers a sample through the API as `sesion` (201 expected). */
export async function registrarMuestra(app: FastifyInstance, sesion: TestSession, pacienteId: number, cambios: Record<string, unknown> = {}): Promise<Muestra> {
  const response = await requestAs(app, sesion, 'POST', MUESTRAS, { paciente_id: pacienteId, datos: datosMuestra(cambios) });
  assert.equal(response.statusCode, 201, response.body);
  return response.json<Muestra>();
}

/** A reception accepting the sample as sent (no incidents). */
export const RECEPCION_CORRECTA = { fecha_recepcion: '2024-01-15', condicion: ['CORRECTA'], aceptada: 'SI', n_tubos_recibidos: 2 };

/** A valid NGS result with one NPM1 variant. */
export const RESULTADO_NGS = {
  fecha_informe: '2024-02-01',
  panel_nombre: 'Mieloide 50',
  genes_estudiados: ['NPM1', 'FLT3'],
  estado_ngs: 'CON_VARIANTES',
  ngs_variante: [{ gen: 'NPM1', hgvs_c: 'c.860_863dup', tipo_variante: 'FRAMESHIFT', vaf_pct: 35, clasificacion: 'PATOGENICA' }],
};

/** Who the §2.3 matrices of the sample routes try: every role, with own and other centre, laboratory or biolab
 * (the patient is of `propio`; its samples go to LAB_CMF_REF). */
export async function identidadesDeMuestra(app: FastifyInstance, propio: number, ajeno: number) {
  return {
    admin: await signIn(app, 'ADMIN'),
    coordinador: await signIn(app, 'COORDINADOR', { hospitales: [ajeno] }),
    lectura: await signIn(app, 'LECTURA'),
    clinico_propio: await signIn(app, 'CLINICO', { hospitales: [propio] }),
    clinico_ajeno: await signIn(app, 'CLINICO', { hospitales: [ajeno] }),
    laboratorio_propio: await signIn(app, 'LABORATORIO', { laboratorios: ['LAB_CMF_REF'] }),
    laboratorio_ajeno: await signIn(app, 'LABORATORIO', { laboratorios: ['LAB_NGS_REF'] }),
    biobanco_propio: await signIn(app, 'BIOBANCO', { biolabs: ['BIOBANCO_CENTRAL'] }),
    biobanco_ajeno: await signIn(app, 'BIOBANCO', { biolabs: ['BIOBANCO_NODO_LOCAL'] }),
  };
}
