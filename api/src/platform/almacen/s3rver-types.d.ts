declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface OpcionesS3rver {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(opciones: OpcionesS3rver);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
