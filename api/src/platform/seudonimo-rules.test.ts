import assert from 'node:assert/strict';
import { test } from 'node:test';
import { seudonimizar } from './seudonimo-rules';

test('identifying variables at any depth: the year of birth, free text removed, the rest as it was', () => {
  const respuesta = {
    expediente: {
      paciente: { upn: 'LMA-000001', fecha_nacimiento: '1958-07-20', fecha_diagnostico: '2023-11-06', observaciones: 'Nota' },
      consolidacion: [{ cons_ciclo: 1, cons_esquema_otro: 'Esquema local' }],
      diagnostico: { cg_formula_iscn: '46,XY[20]', diagnostico_fish: [{ fish_sonda: 'OTRA', fish_sonda_otra: 'Sonda casera' }] },
    },
  };
  assert.deepEqual(seudonimizar(respuesta), {
    expediente: {
      paciente: { upn: 'LMA-000001', fecha_nacimiento: '1958', fecha_diagnostico: '2023-11-06', observaciones: null },
      consolidacion: [{ cons_ciclo: 1, cons_esquema_otro: null }],
      diagnostico: { cg_formula_iscn: '46,XY[20]', diagnostico_fish: [{ fish_sonda: 'OTRA', fish_sonda_otra: null }] },
    },
  });
});

test('an entry that names a variable carries its values pseudonymised: data-set items, history changes', () => {
  const items = [
    { variable: 'fecha_nacimiento', valor: '1960-05-10' },
    { variable: 'fecha_diagnostico', valor: '2023-01-02' },
  ];
  const cambios = [{ campo: 'observaciones', antes: 'Texto viejo', despues: 'Texto nuevo' }];
  assert.deepEqual(seudonimizar({ items, cambios, motivo: 'Error de transcripción' }), {
    items: [
      { variable: 'fecha_nacimiento', valor: '1960' },
      { variable: 'fecha_diagnostico', valor: '2023-01-02' },
    ],
    cambios: [{ campo: 'observaciones', antes: null, despues: null }],
    motivo: null,
  });
});

test('warnings and errors keyed by a variable are messages about it, not its value: kept', () => {
  const registro = { avisos: { observaciones: 'Revise el texto.' }, errores: { medico_responsable: 'Demasiado largo.' } };
  assert.equal(seudonimizar(registro), registro);
});

test('copy on write: the answer given is never changed, and one without identifying data is the same object', () => {
  const paciente = { upn: 'LMA-000001', observaciones: 'Nota', ensayos: [{ ensayo: 'LMA_FLOW' }] };
  const visto = seudonimizar(paciente) as typeof paciente;
  assert.equal(paciente.observaciones, 'Nota');
  assert.equal(visto.ensayos, paciente.ensayos);
  const catalogo = [{ codigo: 'A', etiqueta: 'Uno' }];
  assert.equal(seudonimizar(catalogo), catalogo);
});
