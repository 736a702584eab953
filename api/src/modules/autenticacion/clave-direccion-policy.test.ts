import assert from 'node:assert/strict';
import { test } from 'node:test';
import { claveDireccion } from './clave-direccion-policy';

test('IPv4 stays as it is, IPv4 mapped into IPv6 is the IPv4 address, and IPv6 is its /64', () => {
  assert.deepEqual(
    ['10.0.0.1', '::ffff:10.0.0.1', '::1', '2001:db8::1', '2001:db8:a:b:c:d:e:f', 'fe80::1%eth0', '2001:0db8:0000:0001::', '64:ff9b::1.2.3.4'].map(
      claveDireccion,
    ),
    ['10.0.0.1', '10.0.0.1', '0:0:0:0::/64', '2001:db8:0:0::/64', '2001:db8:a:b::/64', 'fe80:0:0:0::/64', '2001:db8:0:1::/64', '64:ff9b:0:0::/64'],
  );
});
