import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { ROLES_EDITAR_ETAPA, type DefinicionEtapa, type MuestraNgs, type RegistroEtapa, type ResumenEtapas, type UsuarioSesion } from '@registro-lma/shared/domain';
import { claveBorrador, EmptyState } from '@registro-lma/shared/ui';
import { EtiquetaEstadoEtapa } from '../../comun/estado-etapa-label';
import { useRegistroDeRuta } from '../../comun/use-campo-de-ruta';
import { FilaEtapa } from './etapa-row';
import { FormularioEtapa, type FormularioEtapaProps } from './etapa-form';
import { tituloFila } from './titulo-fila-format';
import type { CambiosRegistro } from '@registro-lma/shared/ui';

export interface BloqueEtapaProps {
  readonly etapa: DefinicionEtapa;
  /** The heading of a stage shown below another on the same screen (e.g. «Rescate (primera línea)»). */
  readonly titulo?: string;
  readonly pacienteId: number;
  readonly registros: readonly RegistroEtapa[];
  readonly resumen: ResumenEtapas;
  readonly usuario: UsuarioSesion | null;
  readonly admiteDatos: boolean;
  /** The screen's path: with the stage and the record it keys each form's local draft. */
  readonly ruta: string;
  readonly onCambiado: () => void;
  /** The patient's NGS results, for a stage that links one. */
  readonly resultadosNgs?: readonly MuestraNgs[];
}

const NUEVO = 'nuevo';

/** One stage of a stage screen: its one record (or a new one), or its rows in order with a way to add one. */
export function BloqueEtapa({ etapa, titulo, pacienteId, registros, resumen, usuario, admiteDatos, ruta, onCambiado, resultadosNgs }: BloqueEtapaProps) {
  const [anadiendo, setAnadiendo] = useState(false);
  // What was typed when a version conflict made the screen read the stage again, by record.
  const [escritos, setEscritos] = useState<Readonly<Record<string, CambiosRegistro>>>({});
  const registroDeRuta = useRegistroDeRuta(etapa.id);
  const motivo = registros.length === 0 ? (resumen.no_disponibles[etapa.id] ?? null) : null;
  const crea = usuario !== null && ROLES_EDITAR_ETAPA.includes(usuario.rol) && admiteDatos && motivo === null;
  const filas = etapa.cardinalidad === 'filas';

  const cambiado = () => {
    setEscritos({});
    setAnadiendo(false);
    onCambiado();
  };
  const formulario = (registro: RegistroEtapa | null, extra: Partial<FormularioEtapaProps> = {}) => {
    const clave = String(registro?.registro_id ?? NUEVO);
    return (
      <FormularioEtapa
        key={`${clave}:${registro?.version ?? 0}`}
        etapa={etapa}
        pacienteId={pacienteId}
        registro={registro}
        expediente={resumen.expediente}
        usuario={usuario}
        admiteDatos={admiteDatos}
        claveBorrador={usuario === null ? null : claveBorrador(usuario.usuario_id, `${ruta}/${etapa.id}/${clave}`)}
        escritoAntes={escritos[clave] ?? null}
        onConflicto={(escrito) => {
          setEscritos((actuales) => ({ ...actuales, [clave]: escrito }));
          onCambiado();
        }}
        onCambiado={cambiado}
        resultadosNgs={resultadosNgs}
        {...extra}
      />
    );
  };

  const contenido = () => {
    if (motivo !== null) return <Alert severity="info">{motivo}</Alert>;
    if (!filas) return registros[0] !== undefined || crea ? formulario(registros[0] ?? null) : <EmptyState message="Sin datos registrados." />;
    const lleno = etapa.maxFilas !== undefined && registros.length >= etapa.maxFilas;
    return (
      <Stack spacing={2}>
        {registros.length === 0 && !anadiendo && <EmptyState message="Sin registros." />}
        {registros.map((registro, indice) => (
          <FilaEtapa
            key={registro.registro_id}
            titulo={tituloFila(etapa, registro, indice + 1)}
            estado={registro.estado_formulario}
            abierta={indice === registros.length - 1 || registro.registro_id === registroDeRuta}
          >
            {formulario(registro)}
          </FilaEtapa>
        ))}
        {anadiendo && (
          <Paper variant="outlined" component="section" aria-label={`Nuevo registro: ${etapa.titulo}`} sx={{ p: 2 }}>
            {formulario(null, { onDescartar: () => setAnadiendo(false) })}
          </Paper>
        )}
        {crea && (
          <div>
            <Button variant="outlined" startIcon={<AddIcon />} disabled={anadiendo || lleno} onClick={() => setAnadiendo(true)}>
              {`Añadir ${etapa.titulo.toLowerCase()}`}
            </Button>
          </div>
        )}
      </Stack>
    );
  };

  return (
    <Stack component="section" spacing={2} aria-label={titulo ?? etapa.titulo}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {titulo ? (
          <Typography variant="h5" component="h2">
            {titulo}
          </Typography>
        ) : (
          <Typography color="text.secondary">Estado de la etapa</Typography>
        )}
        <EtiquetaEstadoEtapa estado={resumen.estados[etapa.id]} />
      </Stack>
      {contenido()}
    </Stack>
  );
}
