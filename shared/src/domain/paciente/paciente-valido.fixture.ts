/** A complete, valid registration form (clock of the tests: 10/05/2024), for the tests to vary one thing at a time. */
export function pacienteValido(cambios: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    hospital_id: 1,
    sexo: 'MUJER',
    fecha_nacimiento: '1960-03-15',
    fecha_diagnostico: '2024-02-01',
    entidad: 'LMA',
    consentimiento: 'FIRMADO',
    fecha_consentimiento: '2024-02-05',
    version_consentimiento: 'v2.1',
    consentimiento_muestras: 'SI',
    participa_ensayo: 'NO',
    medico_responsable: 'Dra. Gómez',
    observaciones: null,
    ...cambios,
  };
}

export function filaEnsayo(cambios: Record<string, unknown> = {}): Record<string, unknown> {
  return { ensayo: 'PEVOLAM', codigo_paciente_ensayo: 'PEV-0042', fecha_inclusion: '2024-02-10', brazo: 'A', ...cambios };
}
