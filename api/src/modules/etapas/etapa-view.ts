import type { Registro, RegistroEtapa } from '@registro-lma/shared/domain';
import { claveId, variablesDe, type TablasEtapa } from '../../db/etapa-table';

/** A stored row (already plain JSON) and its sub-table rows as the API answers them. */
export function vistaRegistro(tablas: TablasEtapa, fila: Record<string, unknown>, subfilas: readonly Registro[]): RegistroEtapa {
  const { etapa } = tablas;
  const propios: Registro = Object.fromEntries(variablesDe(etapa).map((nombre) => [nombre, fila[nombre] ?? null]));
  const datos = etapa.subtabla === undefined ? propios : { ...propios, [etapa.subtabla.nombre]: subfilas };
  return {
    registro_id: Number(fila[claveId(etapa)]),
    paciente_id: Number(fila.paciente_id),
    estado_formulario: fila.estado_formulario as RegistroEtapa['estado_formulario'],
    version: Number(fila.version),
    avisos: (fila.avisos ?? {}) as Record<string, string>,
    creado_por: (fila.creado_por ?? null) as number | null,
    creado_en: String(fila.creado_en),
    modificado_por: (fila.modificado_por ?? null) as number | null,
    modificado_en: String(fila.modificado_en),
    validado_por: (fila.validado_por ?? null) as number | null,
    validado_en: (fila.validado_en ?? null) as string | null,
    datos,
  };
}

/** What the audit trail keeps of a record: its values and its state. */
export function instantaneaRegistro(registro: RegistroEtapa): Registro {
  return { ...registro.datos, estado_formulario: registro.estado_formulario };
}
