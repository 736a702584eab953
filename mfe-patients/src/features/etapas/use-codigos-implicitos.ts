import { useEffect, useEffectEvent } from 'react';
import type { Campo, DefinicionEtapa } from '@registro-lma/shared/domain';
import type { Formulario } from '@registro-lma/shared/ui';

/** Adds the codes a choice implies to their list (ATG = Sí puts «Globulina antitimocítica» in the GVHD prophylaxis). */
export function useCodigosImplicitos(etapa: DefinicionEtapa, formulario: Formulario<readonly Campo[]>, activo: boolean): void {
  const anadir = useEffectEvent(() => {
    for (const { si, campo, codigo } of etapa.codigosImplicitos ?? []) {
      const lista = formulario.valores[campo];
      const actuales = Array.isArray(lista) ? (lista as unknown[]) : [];
      if (formulario.valores[si.campo] === si.valor && !actuales.includes(codigo)) formulario.cambiar(campo, [...actuales, codigo]);
    }
  });
  const disparadores = (etapa.codigosImplicitos ?? []).map(({ si }) => formulario.valores[si.campo]).join('|');
  useEffect(() => {
    if (activo) anadir();
  }, [activo, disparadores]);
}
