import { describe, expect, it } from '@jest/globals';
import { camposCambiados as cambiosDe } from '@registro-lma/shared/ui';
import { DATOS_INICIALES_EJEMPLO } from './datos-iniciales.fixture';
import { campoDeItem } from '../../comun/formulario-item-mapper';
import { camposEditables, valoresIniciales } from './datos-esenciales-fields';

describe('campos de los datos esenciales', () => {
  it('each editable item uses its home form descriptor, without branching or conditional requirement', () => {
    const campos = camposEditables(DATOS_INICIALES_EJEMPLO);
    expect(campos.map((campo) => campo.name)).toEqual(['sexo', 'fecha_nacimiento', 'ecog', 'mo_blastos_pct']);
    const blastos = campos.find((campo) => campo.name === 'mo_blastos_pct');
    expect(blastos).toMatchObject({ label: 'Blastos en médula ósea', required: 'opcional', visibleIf: undefined });
    expect(campoDeItem('diagnostico', 'mo_blastos_pct')?.visibleIf).toBeDefined();
  });

  it('only changed values are sent', () => {
    const inicial = valoresIniciales(DATOS_INICIALES_EJEMPLO);
    expect(inicial).toEqual({ sexo: 'MUJER', fecha_nacimiento: '1960-05-10', ecog: null, mo_blastos_pct: null });
    expect(cambiosDe(inicial, { ...inicial, ecog: '2' })).toEqual({ ecog: '2' });
    expect(cambiosDe(inicial, inicial)).toEqual({});
  });
});
