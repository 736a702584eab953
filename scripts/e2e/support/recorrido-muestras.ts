// What the sample journeys share, one file per role that does each part: the users, the patient, the records the
// other roles leave behind (made through the API when a file does not test them) and how a user opens their browser.
import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { crearCentro, llamarApi, tokenDe } from './api-directa';
import { ANCHO_ESCRITORIO } from './cabecera';
import { MUESTRA_DIAGNOSTICO } from './muestra-diagnostico';
import { ADMIN, type RunningSystem } from './running-system';
import { signIn } from './sign-in';
import type { SistemaYNavegador } from './sistema-y-navegador';

export const MUESTRAS = '/leucemia/api/muestras';

export interface UsuarioRecorrido {
  readonly email: string;
  readonly password: string;
  readonly nombre: string;
  readonly apellidos: string;
}

export const CLINICO: UsuarioRecorrido = { email: 'clinica@hospital-recorrido.example', password: 'clave-clinico-rec-2026', nombre: 'Clínica', apellidos: 'Del Recorrido' };
export const LABORATORIO: UsuarioRecorrido = { email: 'ngs@laboratorio-recorrido.example', password: 'clave-laboratorio-rec-2026', nombre: 'Técnico', apellidos: 'De Secuenciación' };
export const BIOBANCO: UsuarioRecorrido = { email: 'biobanco@recorrido.example', password: 'clave-biobanco-rec-2026', nombre: 'Técnica', apellidos: 'Del Biobanco' };
export const COORDINADOR: UsuarioRecorrido = { email: 'coordinacion@recorrido.example', password: 'clave-coordinacion-rec-2026', nombre: 'Coordinadora', apellidos: 'Del Registro' };

/** The patient's birth date: the «Hoja de envío» travels without it. */
export const NACIMIENTO = { iso: '1958-04-12', texto: '12/04/1958' };
export const ENSAYO = 'LMA_FLOW';

export const MUESTRA_ENSAYO = {
  ensayo: ENSAYO,
  momento_ensayo: 'DIAG',
  material: 'SP',
  fecha_extraccion: '2025-01-09',
  anticoagulante: 'EDTA',
  n_tubos: 1,
  volumen_ml: 4,
  estudios_solicitados: ['CMF_DIAGNOSTICO'],
  laboratorio_destino: 'LAB_CMF_REF',
  laboratorio_economico: 'PROMOTOR_ENSAYO',
};
export const FECHA_ENVIO = '2025-01-09';
export const RESULTADO_NGS = { fecha_informe: '2025-01-20', panel_nombre: 'Mieloide 50 genes', genes_estudiados: ['NPM1', 'FLT3'], lod_vaf_pct: 2, estado_ngs: 'CON_VARIANTES' };
export const VARIANTE = { gen: 'NPM1', hgvs_c: 'c.860_863dup', tipo_variante: 'FRAMESHIFT', vaf_pct: 35, clasificacion: 'PATOGENICA' };
export const ALICUOTAS = {
  codigo_biobanco: 'BC-2025-0042',
  fecha_entrada: '2025-01-21',
  tipo_alicuota: 'PELLET_SECO',
  n_alicuotas: 4,
  temperatura_almacenamiento: 'MENOS_80',
  ubicacion: 'Congelador 3 / rack B / caja 12 / A4',
  consentimiento_verificado: true,
  estado_alicuota: 'DISPONIBLE',
};

/** Today as the users (Madrid) read it: the reception's default date and the report's stamp. */
export const HOY = new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());

export interface PacienteRecorrido {
  readonly paciente_id: number;
  readonly upn: string;
}

export interface MuestraRecorrido {
  readonly muestra_id: number;
  readonly codigo_muestra: string;
  readonly version: number;
}

/**
 * The centre, the four users and the patient, registered complete through the API (none of them is what a journey
 * tests), consenting to research samples and included in the trial.
 */
export async function prepararRecorrido(system: RunningSystem): Promise<PacienteRecorrido> {
  const admin = await tokenDe(system, ADMIN);
  const hospitalId = await crearCentro(system, admin, 'HRC01', 'Hospital del recorrido');
  const usuarios = [
    { ...CLINICO, rol: 'CLINICO', hospitales: [hospitalId] },
    { ...LABORATORIO, rol: 'LABORATORIO', laboratorios: ['LAB_NGS_REF'] },
    { ...BIOBANCO, rol: 'BIOBANCO', biolabs: ['BIOBANCO_CENTRAL'] },
    { ...COORDINADOR, rol: 'COORDINADOR' },
  ];
  for (const usuario of usuarios) await llamarApi(system, admin, 'POST', '/leucemiaUsuarios/api/usuarios', usuario);
  return llamarApi(system, await tokenDe(system, CLINICO), 'POST', '/leucemia/api/pacientes', {
    modo: 'completo',
    hospital_id: hospitalId,
    sexo: 'MUJER',
    fecha_nacimiento: NACIMIENTO.iso,
    fecha_diagnostico: '2025-01-10',
    entidad: 'LMA',
    consentimiento: 'FIRMADO',
    fecha_consentimiento: '2025-01-15',
    version_consentimiento: '3.0',
    consentimiento_muestras: 'SI',
    participa_ensayo: 'SI',
    medico_responsable: 'Dra. Alonso',
    paciente_ensayo: [{ ensayo: ENSAYO, codigo_paciente_ensayo: 'FLOW-017', fecha_inclusion: '2025-01-16' }],
  });
}

/** The clinician's part done through the API: the diagnostic sample registered, its sheet printed, and shipped. */
export async function muestraEnviada(system: RunningSystem, paciente: PacienteRecorrido): Promise<MuestraRecorrido> {
  const clinico = await tokenDe(system, CLINICO);
  const muestra = await llamarApi<MuestraRecorrido>(system, clinico, 'POST', MUESTRAS, { paciente_id: paciente.paciente_id, datos: MUESTRA_DIAGNOSTICO });
  const hoja = await fetch(`${system.url}${MUESTRAS}/generar-pdf/${muestra.muestra_id}`, { headers: { authorization: `Bearer ${clinico}` } });
  if (!hoja.ok) throw new Error(`Hoja de envío: ${hoja.status} ${await hoja.text()}`);
  const actual = await llamarApi<MuestraRecorrido>(system, clinico, 'GET', `${MUESTRAS}/${muestra.muestra_id}`);
  return llamarApi(system, clinico, 'PUT', `${MUESTRAS}/${muestra.muestra_id}/estado`, { estado: 'ENVIADA', version: actual.version, fecha_envio: FECHA_ENVIO });
}

/** The laboratory's part done through the API: received as sent, the NGS report uploaded and the result entered. */
export async function muestraInformada(system: RunningSystem, paciente: PacienteRecorrido, muestra: MuestraRecorrido, informe: Buffer): Promise<void> {
  const laboratorio = await tokenDe(system, LABORATORIO);
  await llamarApi(system, laboratorio, 'PUT', `${MUESTRAS}/${muestra.muestra_id}/confirmacion`, {
    datos: { fecha_recepcion: FECHA_ENVIO, condicion: ['CORRECTA'], aceptada: 'SI', n_tubos_recibidos: MUESTRA_DIAGNOSTICO.n_tubos },
  });
  const formulario = new FormData();
  formulario.append('muestra_id', String(muestra.muestra_id));
  formulario.append('tipo_informe', 'NGS');
  formulario.append('fecha_informe', RESULTADO_NGS.fecha_informe);
  formulario.append('archivo', new Blob([new Uint8Array(informe)], { type: 'application/pdf' }), 'informe-ngs.pdf');
  const subida = await fetch(`${system.url}/leucemia/api/informes`, { method: 'POST', headers: { authorization: `Bearer ${laboratorio}` }, body: formulario });
  if (subida.status !== 201) throw new Error(`Informe: ${subida.status} ${await subida.text()}`);
  await llamarApi(system, laboratorio, 'PUT', `/leucemia/api/pacientes/${paciente.paciente_id}/muestra-ngs`, {
    muestra_id: muestra.muestra_id,
    datos: { ...RESULTADO_NGS, ngs_variante: [VARIANTE] },
  });
}

/** The biobank's part done through the API: the aliquots of the sample; answers the entry's identifier. */
export async function alicuotasRegistradas(system: RunningSystem, paciente: PacienteRecorrido, muestra: MuestraRecorrido): Promise<string> {
  const biobanco = await tokenDe(system, BIOBANCO);
  const entrada = await llamarApi<{ identificador: string }>(system, biobanco, 'POST', `/leucemia/api/biobanco/${paciente.upn}`, {
    datos: { ...ALICUOTAS, muestra_id: muestra.muestra_id, biolab: 'BIOBANCO_CENTRAL' },
  });
  return entrada.identificador;
}

/** `usuario` signed in in a browser of their own at a desktop width, landed on `inicio`. */
export async function entrar(entorno: SistemaYNavegador, usuario: { email: string; password: string }, inicio: string): Promise<Page> {
  const context = await entorno.browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid', acceptDownloads: true, viewport: ANCHO_ESCRITORIO });
  const page = await context.newPage();
  await signIn(page, entorno.system.url, usuario.email, usuario.password);
  await page.waitForURL(`${entorno.system.url}${inicio}`);
  return page;
}

export const sha256 = (contenido: Uint8Array) => createHash('sha256').update(contenido).digest('hex');

/** The steps of a sample's life on the patient view, oldest first. */
export async function cicloDeVida(page: Page, codigo: string): Promise<string[]> {
  const ciclo = page.getByRole('list', { name: `Ciclo de vida de ${codigo}` });
  await ciclo.waitFor();
  return ciclo.getByRole('listitem').allInnerTexts();
}
