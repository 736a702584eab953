import { useMemo } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { CAMPOS_ENVIO_MUESTRA, hoy, REGLAS_MUESTRA, type ContextoMuestra, type Muestra } from '@registro-lma/shared/domain';
import { CampoFormulario, FormularioDialog, useFormulario, useGuardado } from '@registro-lma/shared/ui';
import { cambiarEstadoMuestra } from '../../comun/muestras.resource';

/** The rules of §5.1 about the shipment date (after the extraction; cytometry viability). */
const REGLAS_ENVIO = REGLAS_MUESTRA.filter((regla) => regla.campos.includes('fecha_envio'));

export interface EnvioMuestraDialogProps {
  readonly muestra: Muestra;
  readonly contexto: ContextoMuestra;
  readonly onCerrar: () => void;
  readonly onEnviada: (muestra: Muestra) => void;
  /** After a version conflict: read the sample again. */
  readonly onRecargar: () => void;
}

/** «Registrar envío»: the shipment date and transport, which move the sample to ENVIADA (catalogues.md §45). */
export function EnvioMuestraDialog({ muestra, contexto, onCerrar, onEnviada, onRecargar }: EnvioMuestraDialogProps) {
  // The sample's own values are there for the rules (extraction date, studies); only the shipment is typed.
  const inicial = useMemo(() => ({ ...muestra.datos, fecha_envio: muestra.datos.fecha_envio ?? hoy() }), [muestra]);
  const formulario = useFormulario(CAMPOS_ENVIO_MUESTRA, inicial, { reglas: REGLAS_ENVIO, contexto });
  const guardado = useGuardado(
    formulario,
    (envio) => cambiarEstadoMuestra(muestra.muestra_id, { estado: 'ENVIADA', version: muestra.version, motivo: null, ...envio }),
    onEnviada,
    (enviada: Muestra) => `Envío de la muestra ${enviada.codigo_muestra} registrado.`,
  );

  return (
    <Dialog open onClose={onCerrar} aria-labelledby="envio-muestra-titulo" maxWidth="sm" fullWidth>
      <DialogTitle id="envio-muestra-titulo">Registrar envío</DialogTitle>
      <FormularioDialog errores={formulario.errores} guardado={guardado} onCancelar={onCerrar} onRecargar={onRecargar} textoGuardar="Registrar envío">
        <Typography>{`Muestra ${muestra.codigo_muestra}`}</Typography>
        {formulario.visibles.map((campo) => (
          <CampoFormulario key={campo.name} {...formulario.enlace(campo.name)} />
        ))}
      </FormularioDialog>
    </Dialog>
  );
}
