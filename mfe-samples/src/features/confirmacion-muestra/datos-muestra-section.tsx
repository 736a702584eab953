import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import {
  CAMPOS_MUESTRA,
  catalogosDeMuestra,
  conCatalogosVigentes,
  defineField,
  ENTIDAD,
  ESTADO_MUESTRA,
  esVisible,
  SEXO,
  SIN_VALOR,
  textoCampo,
  type Campo,
  type Muestra,
} from '@registro-lma/shared/domain';
import { useCatalogosVigentes } from '@registro-lma/shared/ui';

type Dato = { readonly etiqueta: string; readonly texto: string };

const CAMPO_SEXO = defineField({ kind: 'enum', name: 'sexo', label: 'Sexo', catalogo: SEXO, required: 'opcional' });
const CAMPO_ENTIDAD = defineField({ kind: 'enum', name: 'entidad', label: 'Entidad', catalogo: ENTIDAD, required: 'opcional' });
const CAMPO_ESTADO = defineField({ kind: 'enum', name: 'estado', label: 'Estado de la muestra', catalogo: ESTADO_MUESTRA, required: 'siempre' });

/** What a laboratory may read of the patient (data-dictionary §2.3): UPN, centre, sex, age at the sample, entity. */
function datosPaciente({ paciente }: Muestra): Dato[] {
  return [
    { etiqueta: 'UPN', texto: paciente.upn },
    { etiqueta: 'Centro', texto: paciente.hospital_codigo },
    { etiqueta: CAMPO_SEXO.label, texto: textoCampo(CAMPO_SEXO, paciente.sexo) },
    { etiqueta: 'Edad en la muestra', texto: paciente.edad_muestra === null ? SIN_VALOR : `${paciente.edad_muestra} años` },
    { etiqueta: CAMPO_ENTIDAD.label, texto: textoCampo(CAMPO_ENTIDAD, paciente.entidad) },
  ];
}

/** The sample's own fields as its form shows them (only those its answers make visible), with its code and state. */
function datosMuestra(muestra: Muestra, campos: readonly Campo[]): Dato[] {
  const ensayo = muestra.codigo_paciente_ensayo === null ? [] : [{ etiqueta: 'Código del paciente en el ensayo', texto: muestra.codigo_paciente_ensayo }];
  return [
    { etiqueta: 'Código de muestra', texto: muestra.codigo_muestra },
    { etiqueta: CAMPO_ESTADO.label, texto: textoCampo(CAMPO_ESTADO, muestra.estado) },
    ...ensayo,
    ...campos.filter((campo) => esVisible(campo, muestra.datos)).map((campo) => ({
      etiqueta: campo.label,
      texto: textoCampo(campo, muestra.datos[campo.name]),
    })),
  ];
}

function ListaDatos({ titulo, datos }: { readonly titulo: string; readonly datos: readonly Dato[] }) {
  return (
    <Paper component="section" variant="outlined" aria-label={titulo} sx={{ p: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {titulo}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}>
        {datos.map((dato) => (
          <Box key={dato.etiqueta} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {dato.etiqueta}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {dato.texto}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/**
 * The sample as the receiving laboratory reads it: the patient's few data the laboratory may see, and the sample's,
 * labelled with the catalogues in force (a laboratory or trial the administrator added reads by its name).
 */
export function DatosMuestra({ muestra }: { readonly muestra: Muestra }) {
  const vigentes = useCatalogosVigentes(catalogosDeMuestra([muestra.datos.ensayo]));
  const campos = useMemo(() => conCatalogosVigentes(CAMPOS_MUESTRA, vigentes), [vigentes]);
  return (
    <>
      <ListaDatos titulo="Paciente" datos={datosPaciente(muestra)} />
      <ListaDatos titulo="Muestra" datos={datosMuestra(muestra, campos)} />
    </>
  );
}
