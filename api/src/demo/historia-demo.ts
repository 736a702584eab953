import { diasEntre, sumarDias } from '@registro-lma/shared/domain';
import type { Azar } from './azar-demo';
import { consolidaciones } from './consolidacion-demo';
import { Curso, ensayoDe } from './curso-demo';
import { diagnostico } from './diagnostico-demo';
import { perfilGenetico } from './geneticas-demo';
import { induccionIntensiva, induccionNoIntensiva, soloSoporte } from './induccion-demo';
import { causaMuerte, diasHastaMuerte, faseDeMuerte } from './muerte-demo';
import { recaida, rescate } from './recaida-demo';
import { probabilidadIntensivo, RECAIDA, riesgoAproximado, TRASPLANTE_RC1 } from './riesgo-demo';
import { seguimientos } from './seguimiento-demo';
import { trasplante } from './trasplante-demo';

/** What the history of a patient starts from: the registration the patients' seed already drew. */
export interface PacienteHistoria {
  sexo: string;
  fecha_nacimiento: string;
  fecha_diagnostico: string;
  edad: number;
  entidad: string;
  estado: string;
  /** The last day the registry can know anything of the patient (today, or when it was lost or withdrew). */
  limite: string;
  /** Trials the patient takes part in. */
  ensayos: readonly { ensayo: string; fecha_inclusion: string | null }[];
}

/**
 * A patient's clinical records as the forms send them, ids local to the patient (1, 2…): a rescue line names its
 * relapse by `rr_recaida_id`, a maintenance its transplant by `pc_trasplante_id`.
 */
export interface Historia {
  diagnostico: Fila;
  diagnostico_fish: Fila[];
  induccion: Fila | null;
  consolidacion: Fila[];
  post_consolidacion: Fila[];
  trasplante: Fila[];
  seguimiento: Fila[];
  recaida: Fila[];
  rec_res: Fila[];
  muerte: Fila | null;
}

/** A record being built: the form's values by variable name. */
export type Fila = Record<string, unknown>;

/**
 * The whole clinical course of one patient, drawn with the chances of adult AML series, up to the last day the registry
 * can know of it: diagnosis, first line, consolidation, transplant, maintenance, follow-up, relapses, rescue lines and
 * death. Dates are in order and every record keeps to the dictionary's cross-field rules (§6).
 */
export function historiaClinica(paciente: PacienteHistoria, azar: Azar): Historia {
  const perfil = perfilGenetico(paciente.entidad, paciente.sexo, azar);
  const riesgo = riesgoAproximado(perfil);
  const apto = paciente.entidad === 'LPA' ? paciente.edad < 80 : azar.si(probabilidadIntensivo(paciente.edad));
  const muere = paciente.estado === 'FALLECIDO';
  const diasMuerte = muere ? diasHastaMuerte(azar, apto) : 0;
  const diasSeguidos = diasEntre(paciente.fecha_diagnostico, paciente.limite);
  // A death drawn past the last day known falls somewhere in the follow-up the patient had.
  const fechaMuerte = muere ? sumarDias(paciente.fecha_diagnostico, diasMuerte <= diasSeguidos ? diasMuerte : azar.entero(0, diasSeguidos)) : null;
  const limite = fechaMuerte !== null && fechaMuerte < paciente.limite ? fechaMuerte : paciente.limite;
  const curso = new Curso(azar, paciente, limite);
  const registroDiagnostico = diagnostico(curso, perfil, apto);
  const basal = Number(registroDiagnostico.mo_blastos_pct);
  const historia: Historia = {
    diagnostico: registroDiagnostico,
    diagnostico_fish: perfil.fish,
    induccion: null,
    consolidacion: [],
    post_consolidacion: [],
    trasplante: [],
    seguimiento: [],
    recaida: [],
    rec_res: [],
    muerte: null,
  };
  const primera = apto
    ? induccionIntensiva(curso, perfil, riesgo, basal)
    : azar.si(0.85)
      ? induccionNoIntensiva(curso, perfil, riesgo, basal)
      : soloSoporte(curso);
  let alogenico: string | null = null;
  let recaidaFecha: string | null = null;
  let enfermedadActivaDesde: string | null = null;
  if (primera !== null) {
    historia.induccion = primera.registro;
    if (primera.remision !== null) {
      let finTratamiento = primera.fin;
      if (primera.intensivo) {
        const trasplanta = paciente.edad < 70 && paciente.entidad !== 'LPA' && azar.si(TRASPLANTE_RC1[riesgo]);
        const consolidacion = consolidaciones(curso, perfil, primera.remision, trasplanta ? azar.entero(1, 2) : paciente.entidad === 'LPA' ? 4 : azar.entero(2, 4));
        historia.consolidacion = consolidacion.filas;
        finTratamiento = consolidacion.fin;
        const fechaTph = curso.dias(consolidacion.fin, 25, 50);
        if (trasplanta && consolidacion.filas.length > 0 && curso.cabe(fechaTph)) {
          historia.trasplante.push(trasplante(curso, perfil, fechaTph, 'RC1', paciente.edad));
          alogenico = fechaTph;
          finTratamiento = fechaTph;
        }
        const mantenimiento = perfil.flt3 && alogenico !== null ? 'SORAFENIB' : !perfil.flt3 && alogenico === null && paciente.edad >= 55 && azar.si(0.35) ? 'AZA_ORAL' : perfil.flt3 && alogenico === null ? 'MIDOSTAURINA' : null;
        const inicioMantenimiento = curso.dias(finTratamiento, alogenico !== null ? 45 : 10, alogenico !== null ? 90 : 30);
        if (mantenimiento !== null && historia.consolidacion.length > 0 && curso.cabe(inicioMantenimiento)) {
          const finMantenimiento = curso.dias(inicioMantenimiento, 180, 360);
          const terminado = curso.cabe(finMantenimiento);
          historia.post_consolidacion.push({
            pc_contexto: alogenico !== null ? 'POST_TRASPLANTE' : 'POST_QUIMIOTERAPIA',
            ...(alogenico !== null ? { pc_trasplante_id: 1 } : {}),
            pc_esquema: mantenimiento,
            pc_ensayo: ensayoDe(paciente, inicioMantenimiento),
            pc_fecha_inicio: inicioMantenimiento,
            pc_en_curso: terminado ? 'NO' : 'SI',
            ...(terminado ? { pc_fecha_fin: finMantenimiento, pc_motivo_fin: 'COMPLETADO', pc_n_ciclos: 6 } : {}),
          });
          curso.marcar(inicioMantenimiento, terminado ? finMantenimiento : null);
        }
      }
      const recae = azar.si(RECAIDA[riesgo] * (alogenico !== null ? 0.65 : 1) * (primera.intensivo ? 1 : 1.3));
      const dibujada = sumarDias(primera.remision, 60 + Math.round(-Math.log(1 - azar.uniforme()) * 240));
      // Most deaths after a remission follow a relapse: a patient who dies relapses first, weeks before the death.
      const antesDeMorir = fechaMuerte === null ? dibujada : sumarDias(fechaMuerte, -azar.entero(20, 90));
      const candidata = dibujada < antesDeMorir ? dibujada : antesDeMorir;
      // A relapse drawn while the patient was still on treatment shows once that treatment is over.
      const tras = candidata > curso.ultimaFecha ? candidata : curso.dias(curso.ultimaFecha, 20, 120);
      recaidaFecha = recae && curso.cabe(tras) ? tras : null;
      historia.seguimiento = seguimientos(curso, curso.ultimaFecha, recaidaFecha ?? limite, alogenico, 'REMISION');
      if (recaidaFecha !== null) {
        const fecha = recaidaFecha > curso.ultimaFecha ? recaidaFecha : sumarDias(curso.ultimaFecha, 1);
        if (curso.cabe(fecha)) {
          historia.recaida.push(recaida(curso, fecha, perfil));
          enfermedadActivaDesde = fecha;
          const inicioRescate = curso.dias(fecha, 5, 15);
          if (azar.si(apto ? 0.85 : 0.55) && curso.cabe(inicioRescate)) {
            const linea1 = rescate(curso, 1, 'PRIMERA_RECAIDA', 1, inicioRescate, apto, perfil.flt3, basal, perfil);
            if (linea1 !== null) historia.rec_res.push(linea1.registro);
            if (linea1 === null) enfermedadActivaDesde = fecha;
            else if (linea1.remision !== null) {
              enfermedadActivaDesde = null;
              const fechaTph2 = curso.dias(linea1.fin, 30, 60);
              if (apto && alogenico === null && paciente.edad < 70 && azar.si(0.6) && curso.cabe(fechaTph2)) {
                linea1.registro.rr_tph_posterior = 'SI';
                historia.trasplante.push(trasplante(curso, perfil, fechaTph2, 'RC2', paciente.edad));
                alogenico = fechaTph2;
              }
            } else if (linea1.evaluada) {
              const inicio2 = curso.dias(linea1.fin, 7, 20);
              const linea2 = azar.si(0.45) && curso.cabe(inicio2) ? rescate(curso, 2, 'REFRACTARIEDAD_RESCATE', null, inicio2, false, perfil.flt3, basal, perfil) : null;
              if (linea2 !== null) historia.rec_res.push(linea2.registro);
            }
          }
        }
      }
    } else if (primera.fin < limite && historia.induccion.ind1_eval_respuesta !== 'MUERTE_ANTES_EVALUACION' && primera.registro.intencion_tratamiento !== 'SOLO_SOPORTE') {
      enfermedadActivaDesde = primera.fin;
      const inicioRescate = curso.dias(primera.fin, 7, 20);
      if (azar.si(apto ? 0.7 : 0.35) && curso.cabe(inicioRescate)) {
        const linea1 = rescate(curso, 1, 'REFRACTARIEDAD_PRIMARIA', null, inicioRescate, apto, perfil.flt3, basal, perfil);
        if (linea1 !== null) historia.rec_res.push(linea1.registro);
      }
    }
  }
  if (fechaMuerte !== null) {
    const fecha = fechaMuerte > curso.ultimaFecha ? fechaMuerte : curso.ultimaFecha;
    const fase = faseDeMuerte(historia, fecha, enfermedadActivaDesde, alogenico);
    historia.muerte = {
      muerte_fecha: fecha,
      ...causaMuerte(azar, fase, alogenico !== null),
      muerte_fase: fase,
      muerte_autopsia: azar.si(0.05) ? 'SI' : 'NO',
    };
  }
  return historia;
}
