import { useMemo, useState } from 'react';
import type { FilaCatalogoAdmin } from '@registro-lma/shared/domain';
import { crearClavesDeEnvio } from '@registro-lma/shared/http';
import { CampoFormulario, FormularioDialog, useFormulario, useGuardado } from '@registro-lma/shared/ui';
import { crearFila, modificarFila } from './catalogos.resource';
import { camposDeFila, valoresDeFila } from './fila-catalogo-mapper';

export interface FormularioFilaCatalogoProps {
  readonly catalogo: string;
  /** null creates a new code. */
  readonly fila: FilaCatalogoAdmin | null;
  readonly onCancelar: () => void;
  readonly onGuardado: (fila: FilaCatalogoAdmin) => void;
}

/** Create or edit one code of a ⚙ catalogue from the shared descriptors (common columns, then the catalogue's own). */
export function FormularioFilaCatalogo({ catalogo, fila, onCancelar, onGuardado }: FormularioFilaCatalogoProps) {
  const creando = fila === null;
  const campos = useMemo(() => camposDeFila(catalogo, creando), [catalogo, creando]);
  const formulario = useFormulario(campos, valoresDeFila(campos, fila));
  const [claveDeEnvio] = useState(crearClavesDeEnvio);
  const enviar = (datos: Record<string, unknown>) =>
    fila === null ? crearFila(catalogo, datos, claveDeEnvio(datos)) : modificarFila(catalogo, fila.codigo, datos, fila.version);
  const guardado = useGuardado(formulario, enviar, onGuardado, creando ? 'Código creado.' : 'Código guardado.');

  return (
    <FormularioDialog errores={formulario.errores} guardado={guardado} onCancelar={onCancelar}>
      {formulario.visibles.map((campo) => (
        <CampoFormulario
          key={campo.name}
          {...formulario.enlace(campo.name)}
          {...(campo.name === 'codigo' ? { transformarTexto: (texto: string) => texto.toUpperCase() } : {})}
          {...(campo.name === 'email_recepcion' ? { type: 'email' as const } : {})}
        />
      ))}
    </FormularioDialog>
  );
}
