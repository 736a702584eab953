import { describe, expect, it } from '@jest/globals';
import { HCTI_ITEM } from '../../catalogues/hcti-item';
import { contextoDe } from '../expediente.fixture';
import { validarEtapa } from '../validar-etapa';
import { diagnosticoValido, validarDiagnostico } from './diagnostico-valido.fixture';
import { ETAPA_DIAGNOSTICO } from './etapa-diagnostico';

const G01 = 'Este campo es obligatorio.';

const VARIABLES = ETAPA_DIAGNOSTICO.campos.map((campo) => campo.name);
const CALCULADOS = ETAPA_DIAGNOSTICO.calculados.map((campo) => campo.name);

describe('ETAPA_DIAGNOSTICO', () => {
  it('shows every field and computed value in exactly one of the panels A–K', () => {
    const { secciones } = ETAPA_DIAGNOSTICO;
    expect(secciones).toHaveLength(11);
    const mostrados = secciones.flatMap((seccion) => seccion.campos);
    expect([...mostrados].sort()).toEqual([...VARIABLES, ...CALCULADOS].sort());
  });

  it('labels each HCT-CI switch with its catalogue definition', () => {
    const etiquetas = Object.fromEntries(ETAPA_DIAGNOSTICO.campos.map((campo) => [campo.name, campo.label]));
    for (const item of HCTI_ITEM) expect(etiquetas[`hcti_${item.codigo.toLowerCase()}`]).toBe(item.etiqueta);
  });

  it('derives a value for every computed field', () => {
    const derivados = ETAPA_DIAGNOSTICO.derivar(diagnosticoValido(), contextoDe());
    expect(Object.keys(derivados).sort()).toEqual([...CALCULADOS].sort());
  });
});

describe('validation of the whole record', () => {
  it('accepts the valid complete record without warnings, hidden fields cleared', () => {
    const { errores, avisos, data } = validarDiagnostico({ flt3_itd_ratio: 0.5, kit: 'MUTADO' });
    expect(errores).toEqual({});
    expect(avisos).toEqual({});
    expect(data).toMatchObject({
      peso_kg: 70,
      motivo_no_intensivo: [],
      flt3_itd_ratio: null,
      kit: null,
      riesgo_global_motivo: null,
      diagnostico_fish: [{ fish_sonda: 'FISH_KMT2A', fish_sonda_otra: null, fish_resultado: 'NEGATIVO', fish_pct_nucleos: null }],
    });
  });

  it('a draft may be empty; completion requires every «siempre» field', () => {
    expect(validarEtapa(ETAPA_DIAGNOSTICO, {}, 'borrador', contextoDe()).ok).toBe(true);
    const resultado = validarEtapa(ETAPA_DIAGNOSTICO, { hcti_evaluado: 'NO' }, 'completo', contextoDe());
    const siempre = ETAPA_DIAGNOSTICO.campos.filter((campo) => campo.required === 'siempre').map((campo) => campo.name);
    expect(resultado.ok ? {} : resultado.errores).toEqual(
      Object.fromEntries(siempre.filter((nombre) => nombre !== 'hcti_evaluado').map((nombre) => [nombre, G01])),
    );
  });

  it('invalid values block a draft too', () => {
    expect(validarDiagnostico({ leucocitos: 1000.5, ecog: '5', neoplasia_previa: ['NINGUNA', 'SMD'] }, 'borrador').errores).toEqual({
      leucocitos: 'Valor fuera de rango: debe estar entre 0 y 1000 ×10⁹/L.',
      ecog: 'Seleccione un valor de la lista.',
      neoplasia_previa: 'La opción «Ninguna» no puede combinarse con otras.',
    });
  });

  it('warns (G15) on implausible values', () => {
    expect(validarDiagnostico({ peso_kg: 30, talla_cm: 212, leucocitos: 320, ldh: 6000, neutrofilos: 1 }).avisos).toEqual({
      peso_kg: 'Valor poco habitual (30 kg). Compruebe que es correcto.',
      talla_cm: 'Valor poco habitual (212 cm). Compruebe que es correcto.',
      leucocitos: 'Valor poco habitual (320 ×10⁹/L). Compruebe que es correcto.',
      ldh: 'Valor poco habitual (6000 U/L). Compruebe que es correcto.',
    });
  });
});

describe('FISH sub-table', () => {
  const fila = (cambios: Record<string, unknown>) => ({ fish_sonda: 'FISH_TRISOMIA_8', fish_resultado: 'NEGATIVO', ...cambios });

  it('one row per probe (G13); «Otra sonda» rows are told apart by the probe they name', () => {
    expect(validarDiagnostico({ diagnostico_fish: [fila({}), fila({ fish_resultado: 'POSITIVO', fish_pct_nucleos: 12 })] }).errores).toEqual({
      'diagnostico_fish.0.fish_sonda': 'Ya existe un registro con este valor.',
      'diagnostico_fish.1.fish_sonda': 'Ya existe un registro con este valor.',
    });
    const otras = [fila({ fish_sonda: 'FISH_OTRA', fish_sonda_otra: 'FGFR1' }), fila({ fish_sonda: 'FISH_OTRA', fish_sonda_otra: 'ETV6' })];
    expect(validarDiagnostico({ diagnostico_fish: otras }).errores).toEqual({});
    const repetidas = [otras[0], fila({ fish_sonda: 'FISH_OTRA', fish_sonda_otra: ' fgfr1 ' })];
    expect(validarDiagnostico({ diagnostico_fish: repetidas }).errores).toEqual({
      'diagnostico_fish.0.fish_sonda': 'Ya existe un registro con este valor.',
      'diagnostico_fish.1.fish_sonda': 'Ya existe un registro con este valor.',
    });
  });

  it('«Otra sonda» needs its name (G12); a positive result needs the % of nuclei', () => {
    expect(validarDiagnostico({ diagnostico_fish: [fila({ fish_sonda: 'FISH_OTRA' }), fila({ fish_sonda: 'FISH_DEL_20Q', fish_resultado: 'POSITIVO' })] }).errores).toEqual({
      'diagnostico_fish.0.fish_sonda_otra': 'Especifique el valor en el campo «Otro».',
      'diagnostico_fish.1.fish_pct_nucleos': G01,
    });
    const { data } = validarDiagnostico({ diagnostico_fish: [fila({ fish_sonda_otra: 'oculta', fish_pct_nucleos: 2 })] });
    expect(data.diagnostico_fish).toEqual([{ fish_sonda: 'FISH_TRISOMIA_8', fish_sonda_otra: null, fish_resultado: 'NEGATIVO', fish_pct_nucleos: 2 }]);
  });

  it('at most 15 rows', () => {
    expect(ETAPA_DIAGNOSTICO.subtabla).toMatchObject({ nombre: 'diagnostico_fish', titulo: 'FISH', maxFilas: 15 });
    const filas = Array.from({ length: 16 }, () => fila({}));
    expect(validarDiagnostico({ diagnostico_fish: filas }).errores).toEqual({ diagnostico_fish: 'Como máximo 15 filas.' });
  });
});
