/** Severity of a rule (data-dictionary §0.3): E blocks saving, A is a warning stored with the record. */
export type Severidad = 'E' | 'A';

/** Generic messages G01–G19, exact Spanish text of data-dictionary §0.3. */
export const MENSAJES = {
  G01: { severidad: 'E', texto: 'Este campo es obligatorio.' },
  G02: { severidad: 'E', texto: 'Valor fuera de rango: debe estar entre {min} y {max} {unidad}.' },
  G03: { severidad: 'E', texto: 'Introduzca un número entero.' },
  G04: { severidad: 'E', texto: 'Introduzca un número válido con un máximo de {n} decimales.' },
  G05: { severidad: 'E', texto: 'Fecha no válida. Use el formato DD/MM/AAAA.' },
  G06: { severidad: 'E', texto: 'La fecha no puede ser posterior a la fecha actual.' },
  G07: { severidad: 'E', texto: 'Seleccione un valor de la lista.' },
  G08: { severidad: 'E', texto: 'El texto no puede superar {max} caracteres.' },
  G09: { severidad: 'E', texto: 'La fecha no puede ser anterior a la fecha de diagnóstico ({fecha_diagnostico}).' },
  G10: { severidad: 'E', texto: 'El paciente falleció el {fecha_muerte}: no se pueden registrar datos con fecha posterior.' },
  G11: { severidad: 'E', texto: 'La fecha de fin no puede ser anterior a la fecha de inicio.' },
  G12: { severidad: 'E', texto: 'Especifique el valor en el campo «Otro».' },
  G13: { severidad: 'E', texto: 'Ya existe un registro con este valor.' },
  G14: { severidad: 'E', texto: 'Formato no válido.' },
  G15: { severidad: 'A', texto: 'Valor poco habitual ({valor} {unidad}). Compruebe que es correcto.' },
  G16: { severidad: 'E', texto: 'La opción «{opcion}» no puede combinarse con otras.' },
  G17: { severidad: 'E', texto: 'No tiene permisos para realizar esta acción.' },
  G18: { severidad: 'E', texto: 'El paciente está en estado «{estado}»: no se admiten nuevos datos.' },
  G19: { severidad: 'E', texto: 'La fecha no puede ser anterior al 01/01/1900.' },
} as const satisfies Record<string, { severidad: Severidad; texto: string }>;

export type MensajeId = keyof typeof MENSAJES;

type Marcadores<S extends string> = S extends `${string}{${infer P}}${infer R}` ? P | Marcadores<R> : never;

/** Placeholders of a message, e.g. `'min' | 'max' | 'unidad'` for G02. */
export type MarcadoresDe<Id extends MensajeId> = Marcadores<(typeof MENSAJES)[Id]['texto']>;

/** Ids of the messages that take no placeholder (usable as a fixed message of a rule, e.g. a pattern's G14). */
export type MensajeSinMarcadores = { [Id in MensajeId]: [MarcadoresDe<Id>] extends [never] ? Id : never }[MensajeId];

type ArgumentosDe<Id extends MensajeId> = [MarcadoresDe<Id>] extends [never]
  ? []
  : [parametros: Record<MarcadoresDe<Id>, string | number>];

/** Numbers are shown the Spanish way (decimal comma, no grouping, so years stay «1920»). */
export function formatearNumero(valor: number): string {
  return String(valor).replace('.', ',');
}

/**
 * The text of a generic message with its placeholders filled. An empty parameter (a field without unit)
 * leaves no stray space before the closing punctuation.
 */
export function formatMensaje<Id extends MensajeId>(id: Id, ...argumentos: ArgumentosDe<Id>): string {
  const parametros: Record<string, string | number> = argumentos[0] ?? {};
  return MENSAJES[id].texto
    .replace(/\{(\w+)\}/g, (_marca, nombre: string) => {
      const valor = parametros[nombre];
      return typeof valor === 'number' ? formatearNumero(valor) : (valor ?? '');
    })
    .replace(/ {2,}/g, ' ')
    .replace(/ ([.)])/g, '$1');
}
