import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { execFileSync } from 'node:child_process';
import { GRUPO_EDAD_PANEL, GRUPO_SIN_DATO, GRUPO_TODOS, resumenPaciente } from '@registro-lma/shared/domain';
import { cargarExpedientes } from '../../db/expediente';
import { filasEnArrays } from '../../db/filas-en-arrays';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { sembrarDemoDePrueba } from '../../testing/demo-de-prueba';
import { requestAs } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';
import type { Observacion } from './kaplan-meier-statistic';
import type { RespuestaIndicadores } from './respuesta-rules';
import { TIEMPOS_ESTIMACION_DIAS, type RespuestaSupervivencia } from './supervivencia-rules';
import { type CasoSupervivencia, compararConR, igualQueR, preguntarAR, TOLERANCIA_R } from './supervivencia-r.fixture';

const PANEL = '/leucemiaDescargas/api/panel/supervivencia';

let admin: TestSession;
/** Each patient's §7 outcomes and groups, computed here from the stored histories, not read from the panel's table. */
let pacientes: {
  grupos: Record<string, string>;
  os: Observacion | null;
  efs: Observacion | null;
  rfs: Observacion | null;
  primeraLinea: Record<string, unknown>;
  induccion: Record<string, unknown> | null;
}[] = [];

const api = usarApiDePrueba(async (app) => {
  await sembrarDemoDePrueba(app);
  admin = await signIn(app, 'ADMIN');
  const filas = await filasEnArrays(
    app.db,
    sql`select p.paciente_id, p.edad_diagnostico, p.hospital_id, d.riesgo_global, i.intencion_tratamiento from paciente p
      left join diagnostico d on d.paciente_id = p.paciente_id and not d.eliminado left join induccion i on i.paciente_id = p.paciente_id and not i.eliminado
      where p.estado not in ('BORRADOR', 'EXCLUIDO')`,
  );
  const expedientes = await cargarExpedientes(app.db, filas.map((fila) => Number(fila[0])));
  pacientes = filas.map(([id, edad, centro, riesgo, intencion]) => {
    const expediente = expedientes.get(Number(id))!;
    const resumen = resumenPaciente(expediente, { estado: expediente.paciente.estado, de_completitud_pct: null });
    const observacion = (dias: unknown, evento: unknown): Observacion | null => (typeof dias === 'number' && typeof evento === 'boolean' ? { t: dias, evento } : null);
    const banda = edad === null ? undefined : GRUPO_EDAD_PANEL.find((g) => Number(edad) >= g.desde && (g.hasta === null || Number(edad) <= g.hasta));
    return {
      grupos: {
        ninguno: GRUPO_TODOS,
        riesgo_eln: riesgo === null ? GRUPO_SIN_DATO : String(riesgo),
        intensidad: intencion === null ? GRUPO_SIN_DATO : String(intencion),
        edad: banda?.codigo ?? GRUPO_SIN_DATO,
        centro: String(centro),
      },
      os: observacion(resumen.os_dias, resumen.os_evento),
      efs: observacion(resumen.efs_dias, resumen.efs_evento),
      rfs: observacion(resumen.rfs_dias, resumen.rfs_evento),
      primeraLinea: resumen,
      induccion: expediente.induccion,
    };
  });
});

const DESENLACES = ['OS', 'EFS', 'RFS'] as const;
const AGRUPACIONES = ['ninguno', 'riesgo_eln', 'edad', 'intensidad', 'centro'] as const;

test('en el registro de demostración, cada curva, sus límites, la mediana, las estimaciones y el log-rank del panel coinciden con survival de R a 1e-9', async () => {
  const casos: (CasoSupervivencia & { respuesta: RespuestaSupervivencia })[] = [];
  for (const desenlace of DESENLACES) {
    for (const grupo of AGRUPACIONES) {
      const response = await requestAs(api.app, admin, 'GET', `${PANEL}?desenlace=${desenlace}&grupo=${grupo}`);
      assert.equal(response.statusCode, 200, response.body);
      const respuesta = response.json<RespuestaSupervivencia>();
      // The same patients' times, from their histories: every group the panel shows, with as many patients.
      const clave = desenlace === 'OS' ? 'os' : desenlace === 'EFS' ? 'efs' : 'rfs';
      const porGrupo = new Map<string, Observacion[]>();
      for (const paciente of pacientes) {
        const observacion = paciente[clave];
        if (observacion === null) continue;
        porGrupo.set(paciente.grupos[grupo]!, [...(porGrupo.get(paciente.grupos[grupo]!) ?? []), observacion]);
      }
      assert.deepEqual(respuesta.grupos.map((g) => g.grupo).sort(), [...porGrupo.keys()].sort(), `${desenlace} por ${grupo}: grupos`);
      casos.push({ nombre: `${desenlace} por ${grupo}`, grupos: respuesta.grupos.map((g) => porGrupo.get(g.grupo)!), respuesta });
    }
  }
  const respuestasR = preguntarAR(casos);
  let puntos = 0;
  casos.forEach((caso, c) => {
    const r = respuestasR[c]!;
    caso.respuesta.grupos.forEach((grupo, g) => {
      const donde = `${caso.nombre}, ${grupo.grupo}`;
      assert.equal(grupo.n, caso.grupos[g]!.length, `${donde}: n`);
      assert.equal(grupo.eventos, caso.grupos[g]!.filter((o) => o.evento).length, `${donde}: eventos`);
      puntos += compararConR(
        { curva: grupo.curva!, mediana: { mediana: grupo.mediana_dias, li: grupo.mediana_li, ls: grupo.mediana_ls }, estimaciones: grupo.estimaciones! },
        r,
        g,
        donde,
      );
    });
    if (r.logRank === null) assert.equal(caso.respuesta.log_rank_p, null, `${caso.nombre}: sin log-rank`);
    else {
      const p = caso.respuesta.log_rank_p!;
      assert.ok(Math.abs(p - r.logRank.p) <= TOLERANCIA_R * Math.max(r.logRank.p, 1e-300) || Math.abs(p - r.logRank.p) < 1e-15, `${caso.nombre}: p ${p} frente a ${r.logRank.p} de R`);
    }
  });
  assert.ok(puntos > 3_000, `solo ${puntos} puntos comparados`);
});

/** The MRD states after cycles 1 and 2 and at a non-intensive best response, as the induction form stores them. */
const ESTADOS_EMR = ['ind1_emr_estado', 'ind2_emr_estado', 'ind_mr_emr_estado'] as const;

/**
 * Each indicator of /panel/respuesta as the extract's resumen_paciente columns give it (and, for MRD, the stored
 * induction): counted or not, and with it or not.
 */
const INDICADORES: Readonly<Record<string, (r: Record<string, unknown>, induccion: Record<string, unknown> | null) => boolean | null>> = {
  REMISION_COMPUESTA: (r) => (r.ind_mejor_respuesta === null ? null : ['RC', 'RCH', 'RCI'].includes(String(r.ind_mejor_respuesta))),
  EMR_NEGATIVA: (r, induccion) => {
    const estados = ESTADOS_EMR.map((campo) => induccion?.[campo]).filter((estado) => ['NEGATIVA', 'POSITIVA_BAJA', 'POSITIVA'].includes(String(estado)));
    return !['RC', 'RCH', 'RCI'].includes(String(r.ind_mejor_respuesta)) || estados.length === 0 ? null : estados.includes('NEGATIVA');
  },
  REFRACTARIO_PRIMARIO: (r) => (r.refractario_primario === null ? null : r.refractario_primario === true),
  MUERTE_PRECOZ_30D: (r) => (r.muerte_precoz_30d === null ? null : r.muerte_precoz_30d === true),
  MUERTE_PRECOZ_60D: (r) => (r.muerte_precoz_60d === null ? null : r.muerte_precoz_60d === true),
};

test('en el registro de demostración, la respuesta y la mortalidad precoz por grupo cuentan lo que el resumen por paciente de las descargas, con el IC de Wilson de prop.test de R', async () => {
  const comparados: { x: number; n: number; li: number; ls: number; donde: string }[] = [];
  for (const grupo of AGRUPACIONES) {
    const response = await requestAs(api.app, admin, 'GET', `/leucemiaDescargas/api/panel/respuesta?grupo=${grupo}`);
    assert.equal(response.statusCode, 200, response.body);
    const respuesta = response.json<RespuestaIndicadores>();
    assert.equal(respuesta.grupos.reduce((total, g) => total + Number(g.n), 0), pacientes.length, `${grupo}: pacientes`);
    for (const g of respuesta.grupos) {
      const delGrupo = pacientes.filter((p) => p.grupos[grupo] === g.grupo);
      assert.equal(g.n, delGrupo.length, `${grupo} ${g.grupo}: pacientes`);
      for (const indicador of g.indicadores) {
        const valores = delGrupo.map((p) => INDICADORES[indicador.indicador]!(p.primeraLinea, p.induccion)).filter((v) => v !== null);
        const donde = `${grupo} ${g.grupo} ${indicador.indicador}`;
        assert.deepEqual([indicador.n, indicador.x], [valores.length, valores.filter(Boolean).length], donde);
        if (indicador.n !== 0) comparados.push({ x: Number(indicador.x), n: Number(indicador.n), li: indicador.li!, ls: indicador.ls!, donde });
      }
    }
  }
  const salida = execFileSync('Rscript', ['-e', `suppressWarnings(for (c in list(${comparados.map(({ x, n }) => `c(${x}, ${n})`).join(', ')})) { i <- prop.test(c[1], c[2], correct = FALSE)$conf.int; cat(sprintf("%.17g;%.17g", i[1], i[2]), sep = "\\n") })`], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n');
  assert.equal(salida.length, comparados.length);
  comparados.forEach(({ li, ls, donde }, i) => {
    const [rLi, rLs] = salida[i]!.split(';').map(Number);
    igualQueR(li, rLi!, `${donde}: li`);
    igualQueR(ls, rLs!, `${donde}: ls`);
  });
  assert.ok(comparados.length > 40, `solo ${comparados.length} proporciones comparadas`);
  assert.ok(comparados.some(({ donde, n }) => donde.startsWith('ninguno TODOS EMR_NEGATIVA') && n >= 50), 'el demo no tiene EMR valorada en remisión');
});

test('en el registro de demostración, la supervivencia global se separa por riesgo ELN 2022 en el orden publicado y se parece a la de las series publicadas', async () => {
  const consultar = async (filtros: string) => {
    const response = await requestAs(api.app, admin, 'GET', `${PANEL}?desenlace=OS&${filtros}`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<RespuestaSupervivencia>();
  };
  const aDosAnios = (respuesta: RespuestaSupervivencia, grupo: string) => {
    const estimacion = respuesta.grupos.find((g) => g.grupo === grupo)?.estimaciones?.find((e) => e.t === TIEMPOS_ESTIMACION_DIAS[1]);
    assert.ok(estimacion, `${grupo}: sin estimación a 2 años`);
    return estimacion.s;
  };
  // Intensive chemotherapy (ELN 2022 validation cohorts): favourable > intermediate > adverse, adverse about 25–35 %.
  const intensivos = await consultar('grupo=riesgo_eln&intensidad=INTENSIVO');
  const [favorable, intermedio, adverso] = ['FAVORABLE', 'INTERMEDIO', 'ADVERSO'].map((riesgo) => aDosAnios(intensivos, riesgo));
  assert.ok(favorable! > intermedio! && intermedio! > adverso!, `OS a 2 años ${favorable} / ${intermedio} / ${adverso}`);
  assert.ok(adverso! > 0.1 && adverso! < 0.45, `OS a 2 años en riesgo adverso ${adverso}`);
  assert.ok(intensivos.log_rank_p !== null && intensivos.log_rank_p < 0.001, `log-rank ${intensivos.log_rank_p}`);
  // Every treatment together, at a median age near 68 (population registries: a median OS of 8–12 months).
  const todos = await consultar('grupo=ninguno');
  const mediana = todos.grupos[0]?.mediana_dias ?? null;
  assert.ok(mediana !== null && mediana > 180 && mediana < 540, `mediana ${mediana} días`);
});
