import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound, paginateListObjectsV2, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { comprobarClave, FicheroNoEncontrado, Huella, type Almacen, type FicheroListado } from './almacen-storage';

export interface ConfigS3 {
  /** S3_ENDPOINT: the service's URL (MinIO, Ceph, a provider's); undefined → AWS itself. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

// lib-storage sends parts of this size, at most this many at once: memory per upload stays near 10 MiB.
const TAMANO_PARTE = 5 * 1024 * 1024;
const PARTES_A_LA_VEZ = 2;

const noExiste = (error: unknown) => error instanceof NoSuchKey || error instanceof NotFound;

/**
 * S3-compatible object storage. An object appears only when its upload completes (a multipart upload is aborted on
 * failure), so, as with the folder, a reader never sees half a file.
 */
export function almacenEnS3(config: ConfigS3): Almacen {
  const cliente = new S3Client({
    region: config.region,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    ...(config.endpoint === undefined ? {} : { endpoint: config.endpoint, forcePathStyle: true }),
    // Checksums only where S3 demands them: several S3-compatible services refuse the SDK's default trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const objeto = (clave: string) => ({ Bucket: config.bucket, Key: comprobarClave(clave) });

  return {
    async guardar(clave, contenido) {
      const huella = new Huella();
      const subida = new Upload({ client: cliente, params: { ...objeto(clave), Body: huella }, partSize: TAMANO_PARTE, queueSize: PARTES_A_LA_VEZ });
      try {
        await Promise.all([pipeline(contenido, huella), subida.done()]);
      } catch (error) {
        await subida.abort().catch(() => undefined);
        throw error;
      }
      return huella.resultado();
    },

    async leer(clave) {
      try {
        const { Body } = await cliente.send(new GetObjectCommand(objeto(clave)));
        if (!(Body instanceof Readable)) throw new Error(`El almacén S3 no devolvió el contenido de ${clave}.`);
        return Body;
      } catch (error) {
        if (noExiste(error)) throw new FicheroNoEncontrado(clave);
        throw error;
      }
    },

    async borrar(clave) {
      await cliente.send(new DeleteObjectCommand(objeto(clave)));
    },

    async existe(clave) {
      try {
        await cliente.send(new HeadObjectCommand(objeto(clave)));
        return true;
      } catch (error) {
        if (noExiste(error)) return false;
        throw error;
      }
    },

    async *listar(): AsyncGenerator<FicheroListado> {
      for await (const pagina of paginateListObjectsV2({ client: cliente }, { Bucket: config.bucket })) {
        for (const objeto of pagina.Contents ?? []) {
          if (objeto.Key !== undefined && objeto.LastModified !== undefined) yield { clave: objeto.Key, modificado_en: objeto.LastModified };
        }
      }
    },
  };
}
