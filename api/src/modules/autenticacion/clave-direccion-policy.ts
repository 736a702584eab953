import { isIPv6 } from 'node:net';

/** The eight groups of an IPv6 address, `::` expanded and a dotted IPv4 tail turned into two groups. */
function gruposIPv6(ip: string): string[] {
  const sinIPv4 = ip.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a: string, b: string, c: string, d: string) =>
    [Number(a) * 256 + Number(b), Number(c) * 256 + Number(d)].map((grupo) => grupo.toString(16)).join(':'),
  );
  const [cabeza = '', cola] = sinIPv4.split('::');
  const delante = cabeza === '' ? [] : cabeza.split(':');
  if (cola === undefined) return delante;
  const detras = cola === '' ? [] : cola.split(':');
  return [...delante, ...Array<string>(8 - delante.length - detras.length).fill('0'), ...detras];
}

/**
 * The address an attempt is charged to. An IPv6 client usually holds a whole /64, so the /64 is one address;
 * an IPv4 address mapped into IPv6 is the IPv4 one.
 */
export function claveDireccion(ip: string): string {
  const mapeada = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapeada?.[1] !== undefined) return mapeada[1];
  const sinZona = ip.split('%')[0] ?? ip;
  if (!isIPv6(sinZona)) return ip;
  const prefijo = gruposIPv6(sinZona)
    .slice(0, 4)
    .map((grupo) => Number.parseInt(grupo, 16).toString(16));
  return `${prefijo.join(':')}::/64`;
}
