import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ENTIDAD, ESTADO_FORMULARIO, etiquetaCatalogo, formatearFecha, SEXO, type Paciente } from '@registro-lma/shared/domain';
import { Dato } from '@registro-lma/shared/ui';
import { EtiquetaEstadoPaciente } from './estado-paciente-label';
import { TIPO_REGISTRO } from './tipo-registro-constants';

export interface CabeceraPacienteProps {
  readonly paciente: Paciente;
  readonly acciones: ReactNode;
  /** The patient view's title (h1), or a heading under the title of a stage screen (h2). */
  readonly nivelTitulo?: 'h1' | 'h2';
}

/** Who the patient is in the registry: UPN, centre, demographics, entity and registry state. */
export function CabeceraPaciente({ paciente, acciones, nivelTitulo = 'h1' }: CabeceraPacienteProps) {
  return (
    <Paper component="header" variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant={nivelTitulo === 'h1' ? 'h4' : 'h5'} component={nivelTitulo}>
            {`Paciente ${paciente.upn}`}
          </Typography>
          {acciones}
        </Stack>
        <Box component="dl" aria-label="Datos del paciente" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))', gap: 2, m: 0 }}>
          <Dato etiqueta="UPN">{paciente.upn}</Dato>
          <Dato etiqueta="Centro">{`${paciente.hospital.codigo} · ${paciente.hospital.nombre}`}</Dato>
          <Dato etiqueta="Sexo">{etiquetaCatalogo(SEXO, paciente.sexo)}</Dato>
          <Dato etiqueta="Edad al diagnóstico">{paciente.edad_diagnostico === null ? '—' : `${paciente.edad_diagnostico} años`}</Dato>
          <Dato etiqueta="Fecha de diagnóstico">{paciente.fecha_diagnostico ? formatearFecha(paciente.fecha_diagnostico) : '—'}</Dato>
          <Dato etiqueta="Entidad">{etiquetaCatalogo(ENTIDAD, paciente.entidad)}</Dato>
          <Dato etiqueta="Estado">
            <EtiquetaEstadoPaciente estado={paciente.estado} />
          </Dato>
          <Dato etiqueta="Registro">{`${etiquetaCatalogo(ESTADO_FORMULARIO, paciente.estado_formulario)}${paciente.tipo_registro ? ` · ${etiquetaCatalogo(TIPO_REGISTRO, paciente.tipo_registro)}` : ''}`}</Dato>
        </Box>
        {paciente.estado_motivo && <Typography variant="body2">{`Motivo del estado: ${paciente.estado_motivo}`}</Typography>}
        {paciente.avisos.map((aviso) => (
          <Alert key={aviso} severity="warning">
            {aviso}
          </Alert>
        ))}
      </Stack>
    </Paper>
  );
}
