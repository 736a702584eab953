// Production stand-in for @module-federation/error-codes' English descriptions (dist/desc.mjs), which every federated
// entry would otherwise carry (≈0.6 KB gzip each, on the first page twice). The runtime's messages keep their error
// code and the link to its documented cause; what the user sees is the shell's own Spanish message.
const sinTexto = () => new Proxy({}, { get: (_, codigo) => (typeof codigo === 'string' ? 'Module Federation' : undefined) });

export const runtimeDescMap = sinTexto();
export const typeDescMap = sinTexto();
export const buildDescMap = sinTexto();
export const errorDescMap = sinTexto();
