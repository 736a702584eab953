import { describe, expect, it } from '@jest/globals';
import type { Registro } from '../../fields/campo';
import { validarEtapa } from '../validar-etapa';
import { ETAPA_TRASPLANTE } from './etapa-trasplante';
import { contextoTrasplante, trasplanteValido } from './trasplante-valido.fixture';

function resultado(cambios: Registro) {
  return validarEtapa(ETAPA_TRASPLANTE, trasplanteValido(cambios), 'completo', contextoTrasplante());
}

const errores = (cambios: Registro) => {
  const r = resultado(cambios);
  return r.ok ? {} : r.errores;
};

const DONANTE = 'El tipo de donante no es coherente con el tipo de trasplante.';
const HLA = 'La compatibilidad HLA no es coherente con el tipo de donante.';
const FUENTE = 'La fuente no es coherente con el tipo de donante.';

describe('donante, HLA y fuente (§3.7)', () => {
  it('donante autólogo ⇔ trasplante autólogo', () => {
    expect(errores({ tph_donante_tipo: 'AUTOLOGO', tph_hla: 'NO_APLICA' })).toEqual({ tph_donante_tipo: DONANTE });
    expect(errores({ tph_tipo: 'AUTOLOGO', tph_acond_esquema: 'BEAM' })).toEqual({ tph_donante_tipo: DONANTE });
  });

  it.each([
    ['HERMANO_HLA_IDENTICO', 'INCOMPATIBLE_9_10'],
    ['HAPLOIDENTICO', 'COMPATIBLE_10_10'],
    ['DNE', 'HAPLOIDENTICO'],
    ['DNE', 'CORDON_6_6'],
    ['FAMILIAR_NO_HAPLO', 'NO_APLICA'],
  ])('donante %s con HLA %s no es coherente', (donante, hla) => {
    expect(errores({ tph_donante_tipo: donante, tph_hla: hla })).toEqual({ tph_hla: HLA });
  });

  it('el cordón exige compatibilidad de cordón y fuente cordón', () => {
    const cordon = { tph_donante_tipo: 'CORDON', tph_fuente: 'CORDON' };
    expect(errores({ ...cordon, tph_hla: 'COMPATIBLE_10_10' })).toEqual({ tph_hla: HLA });
    expect(resultado({ ...cordon, tph_hla: 'CORDON_4_6_O_MENOS' }).ok).toBe(true);
    expect(errores({ tph_donante_tipo: 'CORDON', tph_hla: 'CORDON_6_6' })).toEqual({ tph_fuente: FUENTE });
    expect(errores({ tph_fuente: 'CORDON' })).toEqual({ tph_fuente: FUENTE });
  });

  it('combinaciones coherentes y donantes sin regla HLA', () => {
    expect(resultado({ tph_donante_tipo: 'HERMANO_HLA_IDENTICO' }).ok).toBe(true);
    expect(resultado({ tph_donante_tipo: 'HAPLOIDENTICO', tph_hla: 'HAPLOIDENTICO' }).ok).toBe(true);
    expect(resultado({ tph_donante_tipo: 'FAMILIAR_NO_HAPLO', tph_hla: 'INCOMPATIBLE_9_10' }).ok).toBe(true);
    expect(resultado({ tph_donante_tipo: 'SINGENICO', tph_hla: 'NO_APLICA' }).ok).toBe(true);
  });
});

describe('acondicionamiento y profilaxis (§3.7)', () => {
  it('ICT ≤ 2 Gy con acondicionamiento mieloablativo es un aviso', () => {
    expect(resultado({ tph_ict: 'SI', tph_ict_dosis_gy: 2 })).toMatchObject({
      ok: true,
      avisos: { tph_ict_dosis_gy: 'Una ICT ≤ 2 Gy no es mieloablativa por sí sola: revise la intensidad del acondicionamiento.' },
    });
    expect(resultado({ tph_ict: 'SI', tph_ict_dosis_gy: 2.1 })).toMatchObject({ ok: true, avisos: {} });
    expect(resultado({ tph_ict: 'SI', tph_ict_dosis_gy: 2, tph_acond_intensidad: 'NO_MIELOABLATIVO' })).toMatchObject({ ok: true, avisos: {} });
  });

  it('ATG = SI añade ATG a la profilaxis; PTCy = SI añade ciclofosfamida post-trasplante (§3.7), también al guardar sin el formulario', () => {
    const profilaxis = (cambios: Registro) => {
      const r = resultado(cambios);
      return r.ok ? r.data.tph_profilaxis_eich : r.errores;
    };
    expect(profilaxis({ tph_profilaxis_eich: ['CICLOSPORINA'] })).toEqual(expect.arrayContaining(['CICLOSPORINA', 'ATG']));
    expect(profilaxis({ tph_profilaxis_eich: [] })).toEqual(['ATG']);
    expect(profilaxis({ tph_profilaxis_eich: undefined })).toEqual(['ATG']);
    expect(profilaxis({ tph_atg: 'NO', tph_ptcy: 'SI', tph_profilaxis_eich: ['TACROLIMUS'] })).toEqual(expect.arrayContaining(['TACROLIMUS', 'CY_POST']));
    expect(profilaxis({ tph_ptcy: 'SI', tph_profilaxis_eich: ['TACROLIMUS', 'CY_POST', 'ATG'] })).toHaveLength(3);
    expect(profilaxis({ tph_atg: 'NO', tph_profilaxis_eich: ['NINGUNA'] })).toEqual(['NINGUNA']);
    expect(profilaxis({ tph_atg: 'NO', tph_profilaxis_eich: ['CICLOSPORINA'] })).toEqual(['CICLOSPORINA']);
  });

  it('ATG = SI con «Ninguna» en la profilaxis: G16, no otro mensaje', () => {
    expect(errores({ tph_profilaxis_eich: ['NINGUNA'] })).toEqual({ tph_profilaxis_eich: 'La opción «Ninguna» no puede combinarse con otras.' });
  });

  it('«Ninguna» no se combina con otra profilaxis (G16)', () => {
    expect(errores({ tph_profilaxis_eich: ['NINGUNA', 'ATG'] })).toEqual({ tph_profilaxis_eich: 'La opción «Ninguna» no puede combinarse con otras.' });
  });

  it('X35: el ensayo debe ser del paciente', () => {
    expect(errores({ tph_ensayo: 'PEVOLAM' })).toEqual({ tph_ensayo: 'El paciente no consta como incluido en este ensayo en esa fecha.' });
  });
});
