/** The registration form's panels and the fields of each, in reading order (data-dictionary §3.1). */
export const SECCIONES_PACIENTE = [
  { clave: 'identificacion', titulo: 'Identificación', campos: ['hospital_id', 'sexo', 'fecha_nacimiento', 'fecha_diagnostico', 'entidad'] },
  {
    clave: 'consentimiento',
    titulo: 'Consentimiento informado',
    campos: ['consentimiento', 'fecha_consentimiento', 'version_consentimiento', 'consentimiento_muestras', 'fecha_revocacion'],
  },
  { clave: 'ensayos', titulo: 'Ensayos clínicos', campos: ['participa_ensayo'] },
  { clave: 'otros', titulo: 'Otros datos', campos: ['medico_responsable', 'observaciones'] },
] as const;
