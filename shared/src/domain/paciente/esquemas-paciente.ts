import { z } from 'zod';
import { crearCatalogo } from '../catalogues/catalogo-fila';
import { conFilasNombradas } from '../catalogues/campos-vigentes';
import { CATALOGOS_SEMILLA, filasVigentes, type CatalogosVigentes } from '../catalogues/catalogos-vigentes';
import { buildZodSchema } from '../fields/build-zod-schema';
import { defineField, type Campo } from '../fields/campo';
import { CAMPO_VERSION } from '../fields/campo-version';
import { esquemaJsonDe } from '../fields/esquema-json';
import { normalizarValor } from '../fields/normalizar-valor';
import type { Modo } from '../fields/registro-de';
import { formatMensaje } from '../messages/mensajes-genericos';
import { MENSAJE_DATOS_NO_VALIDOS } from '../messages/mensajes-fijos';
import { CAMPOS_ESTADO_PACIENTE } from './campos-estado-paciente';
import { CAMPOS_PACIENTE } from './campos-paciente';
import { CAMPOS_PACIENTE_ENSAYO } from './campos-paciente-ensayo';
import { MENSAJE_UPN_NO_MODIFICABLE } from './mensajes-paciente';
import { CLAVE_FILAS_ENSAYO, validarPaciente, type PacienteFormulario } from './validar-paciente';

/** «Guardar borrador» or «Marcar como completo» (data-dictionary §0.2). */
export const CAMPO_MODO = defineField({
  kind: 'enum',
  name: 'modo',
  label: 'Modo de guardado',
  catalogo: crearCatalogo([
    ['borrador', 'Guardar borrador'],
    ['completo', 'Marcar como completo'],
  ]),
  required: 'siempre',
});

/** The registration form as the API reads it: the mode, the UPN if the client sent one, the data and its warnings. */
export type PacienteValidado = {
  modo: Modo;
  /** Only compared with the stored one: the server assigns the UPN. */
  upn: string | null;
  datos: PacienteFormulario;
  avisos: string[];
};

export type PacienteEdicionValidada = PacienteValidado & { version: number };

type Salida<V extends boolean> = V extends true ? PacienteEdicionValidada : PacienteValidado;

const documentado = (campos: readonly Campo[]) =>
  Object.fromEntries(campos.map((campo) => [campo.name, z.unknown().optional().meta(esquemaJsonDe(campo))]));

const filasDocumentadas = z
  .unknown()
  .optional()
  .meta({
    type: 'array',
    title: 'Ensayos del paciente',
    items: { type: 'object', properties: Object.fromEntries(CAMPOS_PACIENTE_ENSAYO.map((campo) => [campo.name, esquemaJsonDe(campo)])) },
  });

/**
 * The catalogues the request's schema reads a patient with, before the database is at hand: the seed's, with any
 * other trial code a row names taken as a trial (one the administrator added). The API validates the record again
 * against the catalogues in force, which refuse a code they do not hold.
 */
function conEnsayosNombrados(entrada: Record<string, unknown>): CatalogosVigentes {
  const filas: unknown[] = Array.isArray(entrada[CLAVE_FILAS_ENSAYO]) ? entrada[CLAVE_FILAS_ENSAYO] : [];
  const nombrados = filas.map((fila) => (typeof fila === 'object' && fila !== null && 'ensayo' in fila ? fila.ensayo : null));
  return { ...CATALOGOS_SEMILLA, ensayo: conFilasNombradas(filasVigentes(CATALOGOS_SEMILLA, 'ensayo'), nombrados) };
}

/** A value that must be present and valid whatever the mode (the mode itself, the version). */
function leerObligatorio(campo: Campo, valor: unknown): { valor: unknown } | { mensaje: string } {
  const lectura = normalizarValor(campo, valor);
  if (!lectura.ok) return { mensaje: lectura.mensaje };
  return lectura.valor === null ? { mensaje: formatMensaje('G01') } : { valor: lectura.valor };
}

function leerUpn(valor: unknown): string | null {
  if (valor === undefined || valor === null) return null;
  const texto = String(valor).trim();
  return texto === '' ? null : texto;
}

/**
 * The body of `POST` (and, with `version`, `PUT`) `/leucemia/api/pacientes`: `PacienteEntrada & { modo,
 * paciente_ensayo }`. Every message is the dictionary's, keyed by variable (`paciente_ensayo.{i}.{variable}` for
 * a trial row); an unreadable mode is reported and the rest is still checked as a draft.
 */
function esquemaPaciente<V extends boolean>(conVersion: V): z.ZodType<Salida<V>> {
  const forma = {
    ...documentado(CAMPOS_PACIENTE),
    ...documentado(conVersion ? [CAMPO_MODO, CAMPO_VERSION] : [CAMPO_MODO]),
    upn: z.unknown().optional().meta({ type: 'string', title: 'UPN', description: MENSAJE_UPN_NO_MODIFICABLE }),
    [CLAVE_FILAS_ENSAYO]: filasDocumentadas,
  };
  const esquema = z.object(forma, { error: MENSAJE_DATOS_NO_VALIDOS }).transform((leida, ctx) => {
    const entrada: Record<string, unknown> = leida;
    const errores: Record<string, string> = {};
    const modo = leerObligatorio(CAMPO_MODO, entrada.modo);
    if ('mensaje' in modo) errores.modo = modo.mensaje;
    const version = conVersion ? leerObligatorio(CAMPO_VERSION, entrada.version) : null;
    if (version !== null && 'mensaje' in version) errores.version = version.mensaje;
    const modoLeido = 'valor' in modo ? (modo.valor as Modo) : 'borrador';
    const resultado = validarPaciente(entrada, modoLeido, conEnsayosNombrados(entrada));
    Object.assign(errores, resultado.ok ? {} : resultado.errores);
    for (const [clave, mensaje] of Object.entries(errores)) {
      ctx.addIssue({ code: 'custom', path: clave.split('.'), message: mensaje, input: undefined });
    }
    if (!resultado.ok || Object.keys(errores).length > 0) return z.NEVER;
    const validado: PacienteValidado = {
      modo: modoLeido,
      upn: leerUpn(entrada.upn),
      datos: resultado.data,
      avisos: Object.values(resultado.avisos),
    };
    return version !== null && 'valor' in version ? { ...validado, version: version.valor as number } : validado;
  });
  return esquema as unknown as z.ZodType<Salida<V>>;
}

// The API's schemas are pure: a screen that imports only these fields leaves them, and zod, out of its bundle.
export const pacienteEntradaSchema = /* @__PURE__ */ esquemaPaciente(false);

export const pacienteEdicionSchema = /* @__PURE__ */ esquemaPaciente(true);

/** `PUT /leucemia/api/pacientes/{id}/estado`: the new state, its reason when it needs one, and the version read. */
export const pacienteEstadoSchema = /* @__PURE__ */ buildZodSchema([...CAMPOS_ESTADO_PACIENTE, CAMPO_VERSION]);
