import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { campoNgsImportable, type Campo, type MuestraNgs } from '@registro-lma/shared/domain';
import type { Formulario } from '@registro-lma/shared/ui';
import { ImportarNgsDialog } from './importar-ngs-dialog';
import { resultadosAdmitidos } from './importar-ngs-rules';

export interface ImportarNgsProps {
  readonly campos: readonly Campo[];
  readonly formulario: Formulario<readonly Campo[]>;
  readonly resultados: readonly MuestraNgs[];
}

/**
 * «Importar desde NGS» on a stage that links an NGS result and has gene fields (the diagnosis), shown when the
 * patient has a result it may link: the chosen values are typed into the form, which the user then saves.
 */
export function ImportarNgs({ campos, formulario, resultados }: ImportarNgsProps) {
  const [abierto, setAbierto] = useState(false);
  const enlace = campoNgsImportable(campos);
  const admitidos = enlace === undefined ? [] : resultadosAdmitidos(enlace.name, resultados);
  const [primero, ...resto] = admitidos;
  if (enlace === undefined || primero === undefined) return null;
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      <Button variant="outlined" onClick={() => setAbierto(true)}>
        Importar desde NGS
      </Button>
      {abierto && (
        <ImportarNgsDialog
          campos={campos}
          campoEnlace={enlace.name}
          resultados={[primero, ...resto]}
          valores={formulario.valores}
          onCerrar={() => setAbierto(false)}
          onAplicar={(cambios) => {
            for (const [campo, valor] of Object.entries(cambios)) formulario.cambiar(campo, valor);
            setAbierto(false);
          }}
        />
      )}
    </Stack>
  );
}
