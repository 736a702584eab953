import { describe, expect, test } from '@jest/globals';
import { CONTEXTO_MUESTRA, MUESTRA_VALIDA } from './muestra-valida.fixture';
import type { Campo } from '../fields/campo';
import { FORMULARIO_MUESTRA, FORMULARIO_MUESTRA_ENSAYO } from './formularios-muestra';
import { validarBiobanco, validarConfirmacion, validarMuestra } from './validar-muestra';

function erroresDe(cambios: Record<string, unknown>, contexto = CONTEXTO_MUESTRA): Record<string, string> {
  const resultado = validarMuestra({ ...MUESTRA_VALIDA, ...cambios }, contexto);
  return resultado.ok ? {} : resultado.errores;
}

function avisosDe(cambios: Record<string, unknown>): Record<string, string> {
  const resultado = validarMuestra({ ...MUESTRA_VALIDA, ...cambios }, CONTEXTO_MUESTRA);
  if (!resultado.ok) throw new Error(JSON.stringify(resultado.errores));
  return resultado.avisos;
}

describe('muestra (data-dictionary §5.1)', () => {
  test('una muestra diagnóstica válida se acepta sin avisos y borra los campos ocultos', () => {
    const resultado = validarMuestra({ ...MUESTRA_VALIDA, ensayo: 'LMA_FLOW', codigo_proyecto: 'X' }, CONTEXTO_MUESTRA);
    expect(resultado).toMatchObject({ ok: true, avisos: {} });
    if (resultado.ok) expect(resultado.data).toMatchObject({ ensayo: null, codigo_proyecto: null, es_ensayo: false });
  });

  test('la muestra de ensayo exige un ensayo del paciente y un momento de su protocolo', () => {
    const ensayo = { es_ensayo: true, momento: null, laboratorio_economico: 'PROMOTOR_ENSAYO', fecha_extraccion: '2024-02-20' };
    expect(erroresDe({ ...ensayo, ensayo: 'VEN_A_QUI', momento_ensayo: 'CRIBADO' })).toEqual({
      ensayo: 'El paciente no consta como incluido en el ensayo seleccionado.',
    });
    expect(erroresDe({ ...ensayo, ensayo: 'LMA_FLOW', momento_ensayo: 'CRIBADO' })).toEqual({ momento_ensayo: 'Seleccione un valor de la lista.' });
    expect(erroresDe({ ...ensayo, ensayo: 'LMA_FLOW', momento_ensayo: 'POST_IND1_D28' })).toEqual({});
  });

  test('una muestra diagnóstica puede preceder al diagnóstico hasta 30 días; las demás, no', () => {
    expect(erroresDe({ fecha_extraccion: '2023-12-16' })).toEqual({});
    expect(erroresDe({ fecha_extraccion: '2023-12-15' })).toEqual({
      fecha_extraccion: 'La muestra no puede ser anterior en más de 30 días a la fecha de diagnóstico.',
    });
    expect(erroresDe({ momento: 'POST_IND1', fecha_extraccion: '2024-01-10' })).toEqual({
      fecha_extraccion: 'La fecha no puede ser anterior a la fecha de diagnóstico (15/01/2024).',
    });
    expect(erroresDe({ momento: 'POST_IND1', material: 'LINEA_GERMINAL', anticoagulante: 'SIN_ANTICOAGULANTE', fecha_extraccion: '2024-01-10' })).toEqual({});
  });

  test('la extracción no puede ser anterior al nacimiento ni posterior a la muerte (X38)', () => {
    const contexto = { ...CONTEXTO_MUESTRA, paciente: { ...CONTEXTO_MUESTRA.paciente, fecha_nacimiento: '2024-01-14' } };
    expect(erroresDe({ fecha_extraccion: '2024-01-13' }, contexto)).toEqual({ fecha_extraccion: 'La fecha de extracción no es válida.' });
    expect(erroresDe({ fecha_extraccion: '2024-03-01' }, { ...CONTEXTO_MUESTRA, muerte_fecha: '2024-02-01' })).toEqual({
      fecha_extraccion: 'El paciente falleció el 01/02/2024: no se pueden registrar datos con fecha posterior.',
    });
  });

  test('biobanco sin consentimiento y laboratorio que no hace los estudios son errores', () => {
    const sinConsentimiento = { ...CONTEXTO_MUESTRA, paciente: { ...CONTEXTO_MUESTRA.paciente, consentimiento_muestras: 'NO' } };
    expect(erroresDe({ estudios_solicitados: ['BIOBANCO'], laboratorio_destino: 'LAB_LOCAL' }, sinConsentimiento)).toEqual({
      estudios_solicitados: 'El paciente no ha consentido el uso de muestras para investigación/biobanco.',
    });
    expect(erroresDe({ laboratorio_destino: 'LAB_NGS_REF' })).toEqual({
      laboratorio_destino: 'El laboratorio seleccionado no realiza ninguno de los estudios solicitados.',
    });
  });

  test('envío: nunca antes de la extracción; más de 48 h con citometría es un aviso', () => {
    expect(erroresDe({ fecha_envio: '2024-01-13' })).toEqual({ fecha_envio: 'La fecha de envío no puede ser anterior a la extracción.' });
    expect(avisosDe({ fecha_envio: '2024-01-17' })).toEqual({
      fecha_envio: 'Envío más de 48 horas después de la extracción: la viabilidad para citometría puede verse comprometida.',
    });
    expect(avisosDe({ fecha_envio: '2024-01-16' })).toEqual({});
  });

  test('avisos de volumen, financiación de ensayo y anticoagulante (X36)', () => {
    expect(avisosDe({ volumen_ml: 12 })).toEqual({ volumen_ml: 'Valor poco habitual (12 mL). Compruebe que es correcto.' });
    expect(avisosDe({ es_ensayo: true, ensayo: 'LMA_FLOW', momento_ensayo: 'DIAG' })).toEqual({
      laboratorio_economico: 'Las muestras de ensayo suelen correr a cargo del promotor.',
    });
    expect(avisosDe({ estudios_solicitados: ['CITOGENETICA'], laboratorio_destino: 'LAB_CG_REF' })).toEqual({
      anticoagulante: 'Para citogenética convencional se recomienda heparina sódica: el EDTA no es adecuado para el cultivo.',
    });
    expect(avisosDe({ estudios_solicitados: ['NGS'], laboratorio_destino: 'LAB_NGS_REF', anticoagulante: 'HEPARINA_SODICA' })).toEqual({
      anticoagulante: 'La heparina puede inhibir la PCR: se recomienda EDTA para estudios moleculares.',
    });
  });

  test('X33: momento incoherente con la inducción, las recaídas o los trasplantes registrados (aviso)', () => {
    expect(avisosDe({ fecha_extraccion: '2024-01-20' })).toEqual({
      fecha_extraccion: 'El momento de la muestra (Diagnóstico) no es coherente con los datos clínicos registrados.',
    });
    expect(avisosDe({ momento: 'RECAIDA', fecha_extraccion: '2024-06-01' })).toEqual({
      fecha_extraccion: 'El momento de la muestra (Recaída) no es coherente con los datos clínicos registrados.',
    });
    const conRecaida = { ...CONTEXTO_MUESTRA, clinica: { ...CONTEXTO_MUESTRA.clinica, recaidas: ['2024-05-10'], trasplantes: ['2024-04-01'] } };
    const resultado = validarMuestra({ ...MUESTRA_VALIDA, momento: 'RECAIDA', fecha_extraccion: '2024-06-01' }, conRecaida);
    expect(resultado).toMatchObject({ ok: true, avisos: {} });
    expect(validarMuestra({ ...MUESTRA_VALIDA, momento: 'POST_TPH_D100', fecha_extraccion: '2024-07-10' }, conRecaida)).toMatchObject({ ok: true, avisos: {} });
  });

  test('otros: G12 para «Otro», hora con formato HH:MM, código de proyecto obligatorio', () => {
    expect(erroresDe({ momento: 'OTRO', fecha_extraccion: '2024-02-20' })).toEqual({ momento_otro: 'Especifique el valor en el campo «Otro».' });
    expect(erroresDe({ hora_extraccion: '25:00' })).toEqual({ hora_extraccion: 'Formato no válido.' });
    expect(erroresDe({ laboratorio_economico: 'PROYECTO_INVESTIGACION' })).toEqual({ codigo_proyecto: 'Este campo es obligatorio.' });
  });
});

describe('confirmar-muestra (data-dictionary §5.2)', () => {
  const muestra = { ...MUESTRA_VALIDA, fecha_envio: '2024-01-15' };
  const valida = { fecha_recepcion: '2024-01-16', condicion: ['CORRECTA'], aceptada: 'SI', n_tubos_recibidos: 2 };

  test('una recepción correcta se acepta', () => {
    expect(validarConfirmacion(valida, { muestra })).toMatchObject({ ok: true, avisos: {} });
  });

  test('la recepción no puede preceder al envío; CORRECTA es exclusiva; rechazo con motivo', () => {
    expect(validarConfirmacion({ ...valida, fecha_recepcion: '2024-01-14' }, { muestra })).toEqual({
      ok: false,
      errores: { fecha_recepcion: 'La recepción no puede ser anterior al envío ni a la extracción.' },
    });
    expect(validarConfirmacion({ ...valida, condicion: ['CORRECTA', 'HEMOLIZADA'] }, { muestra })).toEqual({
      ok: false,
      errores: { condicion: 'La opción «Correcta» no puede combinarse con otras.' },
    });
    expect(validarConfirmacion({ ...valida, aceptada: 'NO' }, { muestra })).toEqual({ ok: false, errores: { motivo_rechazo: 'Este campo es obligatorio.' } });
  });

  test('avisos: incidencias graves aceptadas, tubos distintos, recepción tardía con citometría', () => {
    const resultado = validarConfirmacion({ ...valida, fecha_recepcion: '2024-01-20', condicion: ['COAGULADA'], n_tubos_recibidos: 1 }, { muestra });
    expect(resultado).toEqual({
      ok: true,
      data: expect.anything(),
      avisos: {
        aceptada: 'Se acepta una muestra con incidencias graves: documente el motivo.',
        n_tubos_recibidos: 'El número de tubos recibidos no coincide con el enviado (2).',
        fecha_recepcion: 'Envío más de 48 horas después de la extracción: la viabilidad para citometría puede verse comprometida.',
      },
    });
  });
});

describe('biobanco (data-dictionary §5.5)', () => {
  const valido = {
    biolab: 'BIOBANCO_CENTRAL',
    codigo_biobanco: 'BC-001',
    fecha_entrada: '2024-01-20',
    tipo_alicuota: 'PLASMA',
    n_alicuotas: 4,
    temperatura_almacenamiento: 'MENOS_80',
    consentimiento_verificado: true,
  };
  const contexto = { alta: true, consentimiento_muestras: 'SI', fecha_extraccion: '2024-01-14' };

  test('una entrada válida queda DISPONIBLE', () => {
    expect(validarBiobanco(valido, contexto)).toMatchObject({ ok: true, data: { estado_alicuota: 'DISPONIBLE' } });
  });

  test('consentimiento, verificación, fechas y cesión', () => {
    expect(validarBiobanco(valido, { ...contexto, consentimiento_muestras: 'NO' })).toEqual({
      ok: false,
      errores: { biolab: 'El paciente no ha otorgado consentimiento para el uso de muestras en investigación.' },
    });
    expect(validarBiobanco({ ...valido, estado_alicuota: 'DESTRUIDA', fecha_salida: '2024-03-01' }, { ...contexto, alta: false, consentimiento_muestras: 'NO' })).toMatchObject({
      ok: true,
    });
    expect(validarBiobanco({ ...valido, consentimiento_verificado: false }, contexto)).toEqual({
      ok: false,
      errores: { consentimiento_verificado: 'Verifique el consentimiento antes de registrar la entrada.' },
    });
    expect(validarBiobanco({ ...valido, fecha_entrada: '2024-01-10' }, contexto)).toEqual({
      ok: false,
      errores: { fecha_entrada: 'La entrada en biobanco no puede ser anterior a la extracción.' },
    });
    expect(validarBiobanco({ ...valido, estado_alicuota: 'CEDIDA', fecha_salida: '2024-01-19' }, contexto)).toEqual({
      ok: false,
      errores: { proyecto_cesion: 'Este campo es obligatorio.', fecha_salida: 'La fecha de fin no puede ser anterior a la fecha de inicio.' },
    });
  });

  test('unas alícuotas anonimizadas (consentimiento revocado) salen del biobanco con su fecha, como las destruidas', () => {
    expect(validarBiobanco({ ...valido, estado_alicuota: 'ANONIMIZADA' }, { ...contexto, alta: false })).toEqual({
      ok: false,
      errores: { fecha_salida: 'Este campo es obligatorio.' },
    });
    expect(validarBiobanco({ ...valido, estado_alicuota: 'ANONIMIZADA', fecha_salida: '2024-06-01' }, { ...contexto, alta: false, consentimiento_muestras: 'NO' })).toMatchObject({
      ok: true,
      data: { estado_alicuota: 'ANONIMIZADA', fecha_salida: '2024-06-01' },
    });
  });
});

describe('formulario de muestra de ensayo', () => {
  test('parte de es_ensayo = true y financiación del promotor', () => {
    const defectos = (campos: readonly Campo[]) =>
      Object.fromEntries(campos.flatMap((campo) => ('default' in campo && campo.default !== undefined ? [[campo.name, campo.default]] : [])));
    expect(defectos(FORMULARIO_MUESTRA_ENSAYO.campos)).toEqual({ es_ensayo: true, laboratorio_economico: 'PROMOTOR_ENSAYO' });
    expect(defectos(FORMULARIO_MUESTRA.campos)).toEqual({ es_ensayo: false });
  });
});
