import { sumarDias } from '@registro-lma/shared/domain';
import { ensayoDe, type Curso } from './curso-demo';
import { emr } from './evaluacion-demo';
import type { PerfilGenetico } from './geneticas-demo';
import type { Fila } from './historia-demo';

/** Consolidation cycles after an intensive remission, each evaluated before the next. */
export function consolidaciones(curso: Curso, perfil: PerfilGenetico, remision: string, ciclos: number): { filas: Fila[]; fin: string } {
  const { azar, paciente } = curso;
  const filas: Fila[] = [];
  let inicio = curso.dias(remision, 7, 20);
  let fin = remision;
  for (let ciclo = 0; ciclo < ciclos; ciclo += 1) {
    const ultimo = sumarDias(inicio, 5);
    const fechaEmr = curso.dias(inicio, 24, 30);
    if (!curso.cabe(fechaEmr)) break;
    const esquema = paciente.entidad === 'LPA' ? 'ATRA_ATO' : perfil.flt3 ? 'HIDAC_MIDOSTAURINA' : paciente.edad >= 60 ? 'IDAC' : 'HIDAC';
    filas.push({
      cons_esquema: esquema,
      cons_ensayo: ensayoDe(paciente, inicio),
      cons_fecha_inicio: inicio,
      cons_fecha_fin: ultimo,
      ...(esquema.includes('HIDAC') ? { cons_dosis_citarabina_g_m2: 3 } : esquema === 'IDAC' ? { cons_dosis_citarabina_g_m2: 1 } : {}),
      ...emr(curso, 'cons_', fechaEmr, perfil, azar.si(0.15)),
      cons_estado_tras_ciclo: 'MANTIENE_REMISION',
    });
    curso.marcar(fechaEmr);
    fin = fechaEmr;
    inicio = curso.dias(fechaEmr, 3, 10);
  }
  return { filas, fin };
}
