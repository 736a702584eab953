import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { CAMPOS_BAJA_ALICUOTA, etiquetaCatalogo, hoy, TIPO_ALICUOTA, type RegistroBiobanco } from '@registro-lma/shared/domain';
import { CampoFormulario, FormularioDialog, useFormulario, useGuardado } from '@registro-lma/shared/ui';
import { darDeBajaAlicuotas } from './lista-biobanco.resource';

export interface BajaAlicuotasDialogProps {
  readonly registro: RegistroBiobanco;
  readonly onCerrar: () => void;
  readonly onHecho: (registro: RegistroBiobanco) => void;
  /** After a version conflict: read the lists again. */
  readonly onRecargar: () => void;
}

const mensajeHecho = (registro: RegistroBiobanco) =>
  registro.datos.estado_alicuota === 'DESTRUIDA'
    ? `Destrucción de las alícuotas de ${registro.identificador} registrada.`
    : `Anonimización de las alícuotas de ${registro.identificador} registrada.`;

/** «Destruir o anonimizar»: the aliquots of a patient who revoked consent leave the stock, with date and reason (§5.5). */
export function BajaAlicuotasDialog({ registro, onCerrar, onHecho, onRecargar }: BajaAlicuotasDialogProps) {
  const formulario = useFormulario(CAMPOS_BAJA_ALICUOTA, { estado_alicuota: null, fecha_salida: hoy(), motivo: '' });
  const guardado = useGuardado(
    formulario,
    (datos) => darDeBajaAlicuotas(registro, { ...datos, version: registro.version }),
    onHecho,
    mensajeHecho,
  );
  const { datos } = registro;
  return (
    <Dialog open onClose={onCerrar} aria-labelledby="baja-alicuotas-titulo" maxWidth="sm" fullWidth>
      <DialogTitle id="baja-alicuotas-titulo">{`Destruir o anonimizar ${registro.identificador}`}</DialogTitle>
      <FormularioDialog errores={formulario.errores} guardado={guardado} onCancelar={onCerrar} onRecargar={onRecargar} textoGuardar="Registrar">
        <Typography>
          {`${String(datos.n_alicuotas ?? '—')} × ${etiquetaCatalogo(TIPO_ALICUOTA, datos.tipo_alicuota)} · código ${String(datos.codigo_biobanco ?? '—')} · ${String(datos.ubicacion ?? 'sin ubicación')}`}
        </Typography>
        {formulario.visibles.map((campo) => (
          <CampoFormulario key={campo.name} {...formulario.enlace(campo.name)} multiline={campo.name === 'motivo'} />
        ))}
      </FormularioDialog>
    </Dialog>
  );
}
