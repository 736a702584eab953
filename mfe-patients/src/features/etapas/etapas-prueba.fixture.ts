import { defineField, type DefinicionEtapa, type RegistroEtapa } from '@registro-lma/shared/domain';
import { ETAPA_EJEMPLO } from '@registro-lma/shared/fixtures/etapa-ejemplo';

/**
 * The example stage as a repeatable one (id `recaida`): numbered rows, its computed value listed in its section,
 * a field that points at one of the patient's relapses and a long free text.
 */
export const ETAPA_FILAS: DefinicionEtapa = {
  ...ETAPA_EJEMPLO,
  id: 'recaida',
  titulo: 'Episodio',
  rutaApi: 'episodios',
  cardinalidad: 'filas',
  maxFilas: 3,
  numeracion: { campo: 'ej_num', fecha: 'ej_fecha' },
  campos: [
    ...ETAPA_EJEMPLO.campos,
    defineField({ kind: 'enum', name: 'ej_recaida', label: 'Recaída tratada', referencia: 'recaida', required: 'opcional' }),
    defineField({ kind: 'text', name: 'ej_notas', label: 'Notas', max: 1000, required: 'opcional' }),
  ],
  calculados: [defineField({ kind: 'integer', name: 'ej_num', label: 'Nº de episodio', min: 1, max: 3, required: 'opcional', definicion: 'Número del episodio, por orden de fecha.' }), ...ETAPA_EJEMPLO.calculados],
  secciones: [
    { titulo: 'Episodio', campos: ['ej_fecha', 'ej_realizado', 'ej_valor', 'ej_doble', 'ejemplo_fish', 'ej_detalle_fish'] },
    { titulo: 'Otros datos', campos: ['ej_recaida', 'ej_notas'] },
  ],
};

/** A stored record as the API answers it, created by the signed-in clinician of the test doubles (usuario 1). */
export function registroDe(cambios: Partial<RegistroEtapa> = {}): RegistroEtapa {
  return {
    registro_id: 5,
    paciente_id: 12,
    estado_formulario: 'BORRADOR',
    version: 2,
    avisos: {},
    creado_por: 1,
    creado_en: '2025-02-01T10:00:00Z',
    modificado_por: 1,
    modificado_en: '2025-02-03T10:00:00Z',
    validado_por: null,
    validado_en: null,
    datos: { ej_fecha: '2025-02-01', ej_realizado: 'SI', ej_valor: 3, ej_detalle_fish: null, ejemplo_fish: [], ej_doble: 6 },
    ...cambios,
  };
}
