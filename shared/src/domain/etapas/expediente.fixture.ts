import { expedienteSinRegistros, type ContextoEtapa, type DatosPacienteEtapa, type ExpedientePaciente } from './contexto-etapa';

type ExpedienteParcial = Partial<Omit<ExpedientePaciente, 'paciente'>> & { readonly paciente?: Partial<DatosPacienteEtapa> };

/** A patient born 1960-05-10 and diagnosed 2024-01-15, with no other record unless given. */
export function expedienteDe(parcial: ExpedienteParcial = {}): ExpedientePaciente {
  const paciente = {
    paciente_id: 1,
    sexo: 'MUJER',
    fecha_nacimiento: '1960-05-10',
    fecha_diagnostico: '2024-01-15',
    entidad: 'LMA',
    estado: 'ACTIVO',
    ensayos: [],
    ...parcial.paciente,
  };
  return { ...expedienteSinRegistros(paciente), ...parcial, paciente };
}

/** The rules' context for a new record (or a new row) of that patient. */
export function contextoDe(parcial: ExpedienteParcial = {}, registroId: number | null = null): ContextoEtapa {
  return { expediente: expedienteDe(parcial), registroId };
}
