import { useCallback, useMemo } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import {
  ambitoDeRol,
  CAMPOS_OPCIONES_DESCARGA,
  conCatalogosVigentes,
  esSoloLectura,
  ESTADOS_EXCLUIDOS_POR_DEFECTO,
  REGLAS_OPCIONES_DESCARGA,
  ROLES_CON_EXCLUIDOS,
  type AreaDescarga,
  type Campo,
  type CatalogoEditable,
  type DescargaVista,
  type HospitalSelect,
} from '@registro-lma/shared/domain';
import { ENDPOINTS, http } from '@registro-lma/shared/http';
import { useSession } from '@registro-lma/shared/session';
import { CampoFormulario, FormularioDialog, useCatalogosVigentes, useFormulario, useGuardado, useRemoteData, type OpcionCampo } from '@registro-lma/shared/ui';
import { generarDescarga, type OpcionesDescarga } from './descargas.resource';

export interface OpcionesDescargaDialogProps {
  readonly area: AreaDescarga;
  readonly onCerrar: () => void;
  readonly onGenerada: (descarga: DescargaVista) => void;
}

/** The trial filter offers the trials as the administrator keeps them. */
const CATALOGOS_ENSAYO: readonly CatalogoEditable[] = ['ensayo'];
const NINGUNO: readonly CatalogoEditable[] = [];

/** Filters that could match nothing are flagged while typing, with the API's own messages. */
const OPCIONES_FORMULARIO = { reglas: REGLAS_OPCIONES_DESCARGA };

const cargarHospitales = () => http.get<HospitalSelect[]>(ENDPOINTS.hospitalesSelect);

/**
 * The options of a new extract, from CAMPOS_OPCIONES_DESCARGA, narrowed to what the user's role allows: LECTURA is
 * always pseudonymised, a clinician filters only their centres, BORRADOR/EXCLUIDO only for those who may ask, and the
 * trial only where the area needs one.
 */
export function OpcionesDescargaDialog({ area, onCerrar, onGenerada }: OpcionesDescargaDialogProps) {
  const usuario = useSession((state) => state.usuario);
  const rol = usuario?.rol;
  const soloLectura = rol !== undefined && esSoloLectura(rol);
  const vigentes = useCatalogosVigentes(area.requiereEnsayo === true ? CATALOGOS_ENSAYO : NINGUNO);
  const campos = useMemo(() => conCatalogosVigentes(CAMPOS_OPCIONES_DESCARGA, vigentes), [vigentes]);
  const formulario = useFormulario(campos, {
    formato: 'CSV',
    incluir_etiquetas: false,
    seudonimizado: soloLectura,
    hospitales: [],
    estados: [],
    fecha_diagnostico_desde: null,
    fecha_diagnostico_hasta: null,
    ensayo: null,
  }, OPCIONES_FORMULARIO);
  const hospitales = useRemoteData(useCallback(() => (rol !== undefined && ambitoDeRol(rol) === 'centros' ? Promise.resolve(usuario?.hospitales ?? []) : cargarHospitales()), [rol, usuario]));
  const opcionesHospital: OpcionCampo[] = (hospitales.data ?? []).map((hospital) => ({ valor: hospital.hospital_id, etiqueta: `${hospital.codigo} · ${hospital.nombre}` }));

  const enviar = (datos: NonNullable<ReturnType<typeof formulario.preparar>>) => {
    const opciones: OpcionesDescarga = {
      formato: datos.formato ?? 'CSV',
      incluir_etiquetas: datos.incluir_etiquetas === true,
      seudonimizado: soloLectura || datos.seudonimizado === true,
      hospitales: (datos.hospitales ?? []).map(Number),
      estados: datos.estados ?? [],
      fecha_diagnostico_desde: datos.fecha_diagnostico_desde ?? null,
      fecha_diagnostico_hasta: datos.fecha_diagnostico_hasta ?? null,
      ensayo: area.requiereEnsayo === true ? (datos.ensayo ?? null) : null,
    };
    return generarDescarga(area.id, opciones);
  };
  const guardado = useGuardado(formulario, enviar, onGenerada, `Descarga de «${area.titulo}» en cola.`);

  const campoDe = (campo: Campo): Campo => {
    if (campo.kind !== 'multiEnum' || campo.catalogo === undefined || (rol !== undefined && ROLES_CON_EXCLUIDOS.has(rol))) return campo;
    return { ...campo, catalogo: campo.catalogo.filter((fila) => !(ESTADOS_EXCLUIDOS_POR_DEFECTO as readonly string[]).includes(fila.codigo)) };
  };
  const visibles = formulario.visibles.filter((campo) => campo.name !== 'ensayo' || area.requiereEnsayo === true);

  return (
    <Dialog open onClose={onCerrar} aria-labelledby="opciones-descarga-titulo" maxWidth="sm" fullWidth>
      <DialogTitle id="opciones-descarga-titulo">Generar descarga: {area.titulo}</DialogTitle>
      <FormularioDialog errores={formulario.errores} guardado={guardado} onCancelar={onCerrar} textoGuardar="Generar">
        {visibles.map((campo) => {
          const enlace = formulario.enlace(campo.name);
          return (
            <CampoFormulario
              key={campo.name}
              {...enlace}
              campo={campoDe(enlace.campo)}
              requerido={enlace.requerido || (campo.name === 'ensayo' && area.requiereEnsayo === true)}
              disabled={campo.name === 'seudonimizado' && soloLectura}
              {...(campo.name === 'hospitales' ? { opciones: opcionesHospital } : {})}
            />
          );
        })}
      </FormularioDialog>
    </Dialog>
  );
}
