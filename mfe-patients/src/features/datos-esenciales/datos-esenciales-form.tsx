import { useMemo } from 'react';
import { Link as RouterLink } from '@registro-lma/shared/router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { textoCampo, type DatosIniciales } from '@registro-lma/shared/domain';
import { BloqueoSalida, CampoFormulario, camposCambiados, confirmarConflicto, ListaErrores, useFormulario, useGuardado } from '@registro-lma/shared/ui';
import { campoDeItem, pantallaDe } from '../../comun/formulario-item-mapper';
import { camposEditables, valoresIniciales } from './datos-esenciales-fields';
import { guardarDatosIniciales } from './datos-esenciales.resource';
import { EstadoDatoEsencial } from './estado-dato-esencial-chip';

export interface FormularioDatosEsencialesProps {
  readonly pacienteId: number;
  readonly datos: DatosIniciales;
  readonly editable: boolean;
  /** After a save or a conflict: the screen reloads the data set. */
  readonly onRecargar: () => void;
}

/**
 * The minimum data set (data-dictionary §3.2): DE01–DE15 edited in place with their home forms' fields, DE16–DE21
 * shown with a link to the stage that holds them. Saving writes only what changed, each item to its home record.
 */
export function FormularioDatosEsenciales({ pacienteId, datos, editable, onRecargar }: FormularioDatosEsencialesProps) {
  const campos = useMemo(() => camposEditables(datos), [datos]);
  const inicial = useMemo(() => valoresIniciales(datos), [datos]);
  const formulario = useFormulario(campos, inicial);
  const preparable = {
    // Only what the user changed is sent: each item is written to its home record.
    preparar: () => (formulario.prepararComo('borrador') === null ? null : camposCambiados(inicial, formulario.valores)),
    ponerErroresServidor: formulario.ponerErroresServidor,
  };
  const guardado = useGuardado(
    preparable,
    (cambios) => guardarDatosIniciales(pacienteId, { versiones: datos.versiones, datos: cambios }),
    onRecargar,
    'Datos esenciales guardados.',
    {
      alConflicto: (mensaje) => {
        void confirmarConflicto(mensaje).then((recargar) => {
          if (recargar) onRecargar();
        });
      },
    },
  );
  const sinCambios = Object.keys(camposCambiados(inicial, formulario.valores)).length === 0;

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(evento) => evento.preventDefault()}>
      <BloqueoSalida activo={formulario.cambiado && !sinCambios} />
      <Paper variant="outlined">
        <Table size="small" aria-label="Datos esenciales">
          <TableHead>
            <TableRow>
              <TableCell>Código</TableCell>
              <TableCell>Dato</TableCell>
              <TableCell sx={{ minWidth: 280 }}>Valor</TableCell>
              <TableCell>Estado</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {datos.items.map((item) => {
              const campo = campoDeItem(item.formulario, item.variable);
              const pantalla = pantallaDe(item.formulario, pacienteId);
              const enFormulario = item.editable && item.variable !== null && campos.some((editableCampo) => editableCampo.name === item.variable);
              return (
                <TableRow key={item.codigo}>
                  <TableCell>{item.codigo}</TableCell>
                  <TableCell>{item.etiqueta}</TableCell>
                  <TableCell>
                    {enFormulario && item.variable !== null ? (
                      <CampoFormulario {...formulario.enlace(item.variable)} disabled={!editable} />
                    ) : (
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
                        <span>{campo === null ? String(item.valor ?? '—') : textoCampo(campo, item.valor)}</span>
                        {pantalla && (
                          <Link component={RouterLink} to={pantalla.ruta}>
                            {`Ir a ${pantalla.nombre}`}
                          </Link>
                        )}
                      </Stack>
                    )}
                  </TableCell>
                  <TableCell>
                    <EstadoDatoEsencial item={item} />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Paper>
      <ListaErrores errores={formulario.errores} />
      {guardado.fallo && <Alert severity="error">{guardado.fallo}</Alert>}
      {editable && (
        <Stack direction="row" spacing={2}>
          <Button variant="contained" disabled={guardado.guardando || sinCambios || formulario.errores.length > 0} onClick={() => void guardado.guardar()}>
            Guardar datos esenciales
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
