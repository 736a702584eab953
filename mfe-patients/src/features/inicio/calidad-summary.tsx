import { useCallback } from 'react';
import { Link as RouterLink } from '@registro-lma/shared/router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatearNumero, REGLA_CALIDAD, type EstadoConsulta, type RecuentoCalidad } from '@registro-lma/shared/domain';
import { enlaceCalidad, useRemoteData } from '@registro-lma/shared/ui';
import { http, RUTAS_API } from '@registro-lma/shared/http';

/** The counts give the queries not closed. */
const CONSULTAS_SIN_CERRAR: readonly (readonly [EstadoConsulta, string])[] = [
  ['ABIERTA', 'Consultas abiertas'],
  ['RESPONDIDA', 'Consultas respondidas'],
];

const leerRecuento = () => http.get<RecuentoCalidad>(RUTAS_API.recuentoCalidad());

interface Enlace {
  readonly clave: string;
  readonly texto: string;
  readonly n: number;
  readonly ruta: string;
}

/** The rules with lines, then the queries not closed by state; each opens the worklist (by rule when it has one). */
function enlacesDe(recuento: RecuentoCalidad): Enlace[] {
  const reglas = REGLA_CALIDAD.map((regla) => ({ clave: regla.codigo, texto: regla.etiqueta, n: recuento.lineas[regla.codigo] ?? 0, ruta: enlaceCalidad({ regla: regla.codigo }) }));
  const consultas = CONSULTAS_SIN_CERRAR.map(([estado, texto]) => ({ clave: estado, texto, n: recuento.consultas[estado] ?? 0, ruta: enlaceCalidad() }));
  return [...reglas, ...consultas].filter((enlace) => enlace.n > 0);
}

/** The home's data-quality card: how many problems per rule and queries not closed are in the user's reach. */
export function ResumenCalidad() {
  const recuento = useRemoteData(useCallback(leerRecuento, []));
  let contenido;
  if (recuento.error !== null) {
    contenido = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={recuento.reload}>
            Reintentar
          </Button>
        }
      >
        No se han podido cargar los recuentos de calidad.
      </Alert>
    );
  } else if (recuento.data === null) contenido = <Typography color="text.secondary">Cargando los recuentos…</Typography>;
  else {
    const enlaces = enlacesDe(recuento.data);
    contenido =
      enlaces.length === 0 ? (
        <Typography color="text.secondary">Sin problemas de calidad pendientes.</Typography>
      ) : (
        <Stack component="ul" direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}>
          {enlaces.map((enlace) => (
            <li key={enlace.clave}>
              <Link component={RouterLink} to={enlace.ruta}>
                {`${enlace.texto}: ${formatearNumero(enlace.n)}`}
              </Link>
            </li>
          ))}
        </Stack>
      );
  }
  return (
    <Paper component="section" variant="outlined" aria-labelledby="resumen-calidad-titulo" sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Typography id="resumen-calidad-titulo" variant="h6" component="h2">
          Calidad de los datos
        </Typography>
        {contenido}
      </Stack>
    </Paper>
  );
}
