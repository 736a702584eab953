import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { AreaDescarga, DescargaVista, Rol } from '@registro-lma/shared/domain';
import { ESTADOS_DESCARGA_ACTIVOS, ficherosPermitidos } from '@registro-lma/shared/domain';
import { ProgresoDescarga } from './progreso-descarga-state';

export interface AreaDescargaCardProps {
  readonly area: AreaDescarga;
  /** The user's role: the files listed are those its extract will hold. */
  readonly rol: Rol;
  /** The user's latest extract of the area, if any. */
  readonly ultima: DescargaVista | undefined;
  readonly onGenerar: (area: AreaDescarga) => void;
}

/** One area of data-dictionary §8: what it holds, the files the user's role will receive, and «Generar». */
export function AreaDescargaCard({ area, rol, ultima, onGenerar }: AreaDescargaCardProps) {
  const enCurso = ultima !== undefined && ESTADOS_DESCARGA_ACTIVOS.includes(ultima.estado);
  const tituloId = `area-descarga-${area.id}`;
  return (
    <Card component="article" variant="outlined" aria-labelledby={tituloId} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={tituloId} variant="h6" component="h2">
          {area.titulo}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {area.descripcion}
        </Typography>
        <Typography variant="body2">
          Ficheros: {ficherosPermitidos(area.ficheros, { rol })
            .map((fichero) => `${fichero.nombre}.csv`)
            .join(', ')}
          , metadatos.csv, libro de códigos y script de R.
        </Typography>
        {ultima !== undefined && <ProgresoDescarga descarga={ultima} />}
      </CardContent>
      <CardActions>
        <Button variant="contained" onClick={() => onGenerar(area)} disabled={enCurso} aria-label={`Generar ${area.titulo}`}>
          {enCurso ? 'Generando…' : 'Generar'}
        </Button>
      </CardActions>
    </Card>
  );
}
