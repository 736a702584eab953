import { sumarDias } from '@registro-lma/shared/domain';
import type { Curso } from './curso-demo';
import { emr } from './evaluacion-demo';
import type { PerfilGenetico } from './geneticas-demo';
import type { Fila } from './historia-demo';

export function trasplante(curso: Curso, perfil: PerfilGenetico, fecha: string, estadoPre: 'RC1' | 'RC2', edad: number): Fila {
  const { azar } = curso;
  const donante = azar.ponderado([['HERMANO_HLA_IDENTICO', 30], ['DNE', 45], ['HAPLOIDENTICO', 25]]);
  const mieloablativo = edad < 55 && azar.si(0.7);
  const haplo = donante === 'HAPLOIDENTICO';
  const injertoNeutrofilos = curso.dias(fecha, 14, 22);
  const injertoPlaquetas = curso.dias(fecha, 16, 30);
  const eicha = azar.si(0.35);
  const eichaFecha = curso.dias(fecha, 20, 60);
  const eichc = azar.si(0.3);
  const eichcFecha = curso.dias(fecha, 110, 300);
  const quimerismo = sumarDias(fecha, 100);
  const registro: Fila = {
    tph_fecha: fecha,
    tph_tipo: 'ALOGENICO',
    tph_donante_tipo: donante,
    tph_donante_sexo: azar.si(0.5) ? 'HOMBRE' : 'MUJER',
    tph_donante_edad: azar.entero(20, 55),
    tph_hla: haplo ? 'HAPLOIDENTICO' : donante === 'DNE' && azar.si(0.15) ? 'INCOMPATIBLE_9_10' : 'COMPATIBLE_10_10',
    tph_fuente: 'SP',
    tph_cd34_10e6_kg: azar.decimal(3, 8, 2),
    tph_acond_intensidad: mieloablativo ? 'MIELOABLATIVO' : 'INTENSIDAD_REDUCIDA',
    tph_acond_esquema: haplo ? 'TBF' : mieloablativo ? 'FLU_BU' : 'FLU_MEL',
    tph_ict: 'NO',
    tph_atg: !haplo && donante === 'DNE' ? 'SI' : 'NO',
    tph_ptcy: haplo ? 'SI' : 'NO',
    tph_profilaxis_eich: haplo ? ['CY_POST', 'TACROLIMUS', 'MMF'] : donante === 'DNE' ? ['CICLOSPORINA', 'METOTREXATO', 'ATG'] : ['CICLOSPORINA', 'METOTREXATO'],
    tph_cmv: azar.elegir(['POS_POS', 'POS_NEG', 'NEG_POS', 'NEG_NEG']),
    tph_estado_pre: estadoPre,
    tph_respuesta_pre: 'RC',
    ...emr(curso, 'tph_pre_', curso.dias(fecha, -20, -7), perfil, azar.si(0.2)),
    tph_hcti: azar.entero(0, 4),
    ...(curso.cabe(injertoNeutrofilos) ? { tph_injerto_neutrofilos_fecha: injertoNeutrofilos, tph_fallo_injerto: 'NO' } : {}),
    ...(curso.cabe(injertoPlaquetas) ? { tph_injerto_plaquetas_fecha: injertoPlaquetas } : {}),
    ...(eicha && curso.cabe(eichaFecha)
      ? { tph_eicha: 'SI', tph_eicha_grado_max: azar.ponderado([['I', 40], ['II', 40], ['III', 15], ['IV', 5]]), tph_eicha_fecha: eichaFecha, tph_eicha_organos: ['PIEL'] }
      : { tph_eicha: 'NO' }),
    ...(eichc && curso.cabe(eichcFecha) ? { tph_eichc: 'SI', tph_eichc_gravedad: azar.elegir(['LEVE', 'MODERADA', 'GRAVE']), tph_eichc_fecha: eichcFecha } : { tph_eichc: 'NO' }),
    ...(curso.cabe(quimerismo) ? { tph_quimerismo_d100_pct: azar.si(0.9) ? 100 : azar.decimal(90, 99, 1) } : {}),
    tph_ensayo: 'NINGUNO',
  };
  curso.marcar(fecha, registro.tph_injerto_neutrofilos_fecha as string | undefined, registro.tph_injerto_plaquetas_fecha as string | undefined);
  curso.marcar(registro.tph_eicha_fecha as string | undefined, registro.tph_eichc_fecha as string | undefined);
  return registro;
}
