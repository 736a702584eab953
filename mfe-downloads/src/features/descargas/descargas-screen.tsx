import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEFINICIONES_AREAS, type AreaDescarga, type DescargaVista } from '@registro-lma/shared/domain';
import { HttpError } from '@registro-lma/shared/http';
import { useSession } from '@registro-lma/shared/session';
import { confirm, EmptyState, ErrorState, LoadingState, notify } from '@registro-lma/shared/ui';
import { AreaDescargaCard } from './area-descarga-card';
import { cancelarDescarga } from './descargas.resource';
import { actualizarDescargas, seguirDescarga, useDescargas } from './descargas-store';
import { MisDescargas } from './mis-descargas-table';
import { OpcionesDescargaDialog } from './opciones-descarga-dialog';

/** /descargas: a card per area the user's role may export, and the user's extracts with their progress. */
export function DescargasScreen() {
  const rol = useSession((state) => state.usuario?.rol);
  const { descargas, error } = useDescargas();
  const [generando, setGenerando] = useState<AreaDescarga | null>(null);
  const areas = DEFINICIONES_AREAS.filter((area) => rol !== undefined && area.roles.includes(rol));

  useEffect(() => {
    void actualizarDescargas();
  }, []);

  const cancelar = async (descarga: DescargaVista) => {
    const aceptado = await confirm({
      title: 'Cancelar descarga',
      message: 'La descarga se detendrá y no se guardará ningún fichero.',
      confirmText: 'Cancelar la descarga',
      cancelText: 'Seguir generando',
    });
    if (!aceptado) return;
    try {
      seguirDescarga(await cancelarDescarga(descarga.descarga_id));
      notify('Descarga cancelada.', { variant: 'success' });
    } catch (fallo) {
      notify(fallo instanceof HttpError ? fallo.message : 'No se ha podido cancelar la descarga.', { variant: 'error' });
      void actualizarDescargas();
    }
  };

  const generada = (descarga: DescargaVista) => {
    setGenerando(null);
    seguirDescarga(descarga);
  };

  const lista = () => {
    if (error !== null && descargas === null) return <ErrorState message={error} onRetry={() => void actualizarDescargas()} />;
    if (descargas === null) return <LoadingState />;
    return <MisDescargas descargas={descargas} onCancelar={(descarga) => void cancelar(descarga)} />;
  };

  return (
    <Stack component="section" spacing={3} aria-labelledby="descargas-titulo">
      <Typography id="descargas-titulo" variant="h4" component="h1">
        Descargas
      </Typography>
      <Typography color="text.secondary">
        Cada descarga se genera en segundo plano: puede seguir trabajando y recibirá un aviso cuando esté lista. El ZIP lleva
        un CSV por fichero (UTF-8, separador «;»), metadatos, libro de códigos y un script de R para leerlo.
      </Typography>
      {rol === undefined || areas.length === 0 ? (
        <EmptyState message="Su rol no puede descargar datos del registro." />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}>
          {areas.map((area) => (
            <AreaDescargaCard key={area.id} area={area} rol={rol} ultima={descargas?.find((descarga) => descarga.area === area.id)} onGenerar={setGenerando} />
          ))}
        </Box>
      )}
      <Typography variant="h5" component="h2">
        Mis descargas
      </Typography>
      {lista()}
      {generando !== null && <OpcionesDescargaDialog area={generando} onCerrar={() => setGenerando(null)} onGenerada={generada} />}
    </Stack>
  );
}
