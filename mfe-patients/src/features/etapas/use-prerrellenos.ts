import { useEffect, useEffectEvent, useRef } from 'react';
import type { Campo, DefinicionEtapa, Registro } from '@registro-lma/shared/domain';
import type { Formulario } from '@registro-lma/shared/ui';

const vacio = (valor: unknown) => valor === null || valor === undefined || valor === '';

/**
 * Fields «pre-filled with the calculated value» (ELN 2022 risk, response suggestion) follow the computed value while
 * they are empty or still hold what was pre-filled; once the clinician chooses another value it is theirs.
 */
export function usePrerrellenos(etapa: DefinicionEtapa, formulario: Formulario<readonly Campo[]>, calculados: Registro, activo: boolean): void {
  const prerrellenados = useRef<Record<string, unknown>>({});
  const prerrellenar = useEffectEvent((actuales: Registro) => {
    for (const { campo, desde } of etapa.prerrellenos ?? []) {
      const calculado = actuales[desde];
      const actual = formulario.valores[campo];
      const delFormulario = vacio(actual) || actual === prerrellenados.current[campo];
      if (!delFormulario || vacio(calculado) || calculado === actual) continue;
      prerrellenados.current[campo] = calculado;
      formulario.cambiar(campo, calculado);
    }
  });
  useEffect(() => {
    if (activo) prerrellenar(calculados);
  }, [activo, calculados]);
}
