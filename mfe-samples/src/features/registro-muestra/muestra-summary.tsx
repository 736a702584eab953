import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import {
  buscarFila,
  ESTADOS_MUESTRA_ELIMINABLE,
  formatearFecha,
  formatearFechaHora,
  TEMPERATURA_TRANSPORTE,
  transicionMuestraPermitida,
  type Muestra,
} from '@registro-lma/shared/domain';
import { Dato, guardarFichero, notify } from '@registro-lma/shared/ui';
import { http, HttpError, RUTAS_API } from '@registro-lma/shared/http';
import { EstadoMuestraChip } from '../../comun/estado-muestra-chip';
import { nombreHojaEnvio } from '../../comun/muestras.resource';

const MENSAJE_FALLO_HOJA = 'No se ha podido generar la hoja de envío.';

function texto(valor: unknown): string | null {
  return typeof valor === 'string' && valor !== '' ? valor : null;
}

export interface ResumenMuestraProps {
  readonly muestra: Muestra;
  /** The clinician (or ADMIN) who may print the sheet and record the shipment. */
  readonly conAcciones: boolean;
  readonly onRegistrarEnvio: () => void;
  readonly onEliminar: () => void;
}

/**
 * A saved sample: its code and state, when its «Hoja de envío» was printed and its shipment, with «Imprimir hoja de
 * envío» (the PDF that travels with the tube; the server records that it was generated) and «Registrar envío» while
 * the state machine allows it, and «Eliminar muestra» while it has not left the centre.
 */
export function ResumenMuestra({ muestra, conAcciones, onRegistrarEnvio, onEliminar }: ResumenMuestraProps) {
  const [imprimiendo, setImprimiendo] = useState(false);
  const [impresaEn, setImpresaEn] = useState(muestra.pdf_generado_en);
  const fechaEnvio = texto(muestra.datos.fecha_envio);
  const temperatura = texto(muestra.datos.temperatura_envio);
  const seguimiento = texto(muestra.datos.seguimiento_envio);

  const imprimir = async () => {
    setImprimiendo(true);
    try {
      guardarFichero(await http.get<Blob>(RUTAS_API.hojaEnvioMuestra(muestra.muestra_id), { responseType: 'blob' }), nombreHojaEnvio(muestra));
      setImpresaEn(new Date().toISOString());
    } catch (error) {
      notify(error instanceof HttpError ? `${MENSAJE_FALLO_HOJA} ${error.message}` : MENSAJE_FALLO_HOJA, { variant: 'error' });
    } finally {
      setImprimiendo(false);
    }
  };

  return (
    <Paper variant="outlined" aria-label="Estado de la muestra" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))', gap: 2, m: 0 }}>
          <Dato etiqueta="Código de muestra">{muestra.codigo_muestra}</Dato>
          <Dato etiqueta="Estado">
            <EstadoMuestraChip estado={muestra.estado} />
          </Dato>
          <Dato etiqueta="Hoja de envío">{impresaEn === null ? 'No impresa' : `Impresa el ${formatearFechaHora(impresaEn)}`}</Dato>
          <Dato etiqueta="Envío">
            {fechaEnvio === null
              ? 'Sin registrar'
              : [formatearFecha(fechaEnvio), temperatura && buscarFila(TEMPERATURA_TRANSPORTE, temperatura)?.etiqueta, seguimiento && `Seguimiento ${seguimiento}`]
                  .filter(Boolean)
                  .join(' · ')}
          </Dato>
          {muestra.codigo_paciente_ensayo !== null && <Dato etiqueta="Código del paciente en el ensayo">{muestra.codigo_paciente_ensayo}</Dato>}
        </Box>
        {conAcciones && (
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
            {muestra.estado !== 'ANULADA' && (
              <Button
                variant="outlined"
                onClick={() => void imprimir()}
                disabled={imprimiendo}
                startIcon={imprimiendo ? <CircularProgress size={18} color="inherit" aria-label="Generando" /> : undefined}
              >
                Imprimir hoja de envío
              </Button>
            )}
            {transicionMuestraPermitida(muestra.estado, 'ENVIADA') && (
              <Button variant="contained" onClick={onRegistrarEnvio}>
                Registrar envío
              </Button>
            )}
            {ESTADOS_MUESTRA_ELIMINABLE.includes(muestra.estado) && (
              <Button variant="outlined" color="error" onClick={onEliminar}>
                Eliminar muestra
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
