import { afterEach, describe, expect, test } from '@jest/globals';
import { deleteCookie, LISTA_COOKIE, readCookie, TOKEN_COOKIE, writeCookie } from './cookies';

const nativeCookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');

/** Records every raw `document.cookie = …` string while still writing to jsdom's jar. */
function recordCookieWrites(): string[] {
  const writes: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => nativeCookie?.get?.call(document) as string,
    set: (value: string) => {
      writes.push(value);
      nativeCookie?.set?.call(document, value);
    },
  });
  return writes;
}

afterEach(() => {
  Reflect.deleteProperty(document, 'cookie');
  deleteCookie(TOKEN_COOKIE);
  deleteCookie(LISTA_COOKIE);
});

describe('cookies', () => {
  test('the names are token and lista', () => {
    expect(TOKEN_COOKIE).toBe('token');
    expect(LISTA_COOKIE).toBe('lista');
  });

  test('writeCookie sets max-age=3000, SameSite=Strict and path=/', () => {
    const writes = recordCookieWrites();
    writeCookie(TOKEN_COOKIE, 'abc.def.ghi');
    expect(writes).toHaveLength(1);
    const attributes = (writes[0] ?? '').split('; ');
    expect(attributes[0]).toBe('token=abc.def.ghi');
    expect(attributes).toEqual(expect.arrayContaining(['max-age=3000', 'SameSite=Strict', 'path=/']));
    expect(attributes).not.toContain('Secure');
  });

  test('readCookie returns the written value, decoded, and null when absent', () => {
    expect(readCookie(LISTA_COOKIE)).toBeNull();
    writeCookie(LISTA_COOKIE, 'a;b=c ñ');
    writeCookie(TOKEN_COOKIE, 'xyz');
    expect(readCookie(LISTA_COOKIE)).toBe('a;b=c ñ');
    expect(readCookie(TOKEN_COOKIE)).toBe('xyz');
  });

  test('a cookie named like the suffix of another is not confused with it', () => {
    document.cookie = 'mytoken=otro; path=/';
    expect(readCookie(TOKEN_COOKIE)).toBeNull();
    document.cookie = 'mytoken=; max-age=0; path=/';
  });

  test('deleteCookie expires the cookie at once', () => {
    writeCookie(TOKEN_COOKIE, 'xyz');
    const writes = recordCookieWrites();
    deleteCookie(TOKEN_COOKIE);
    expect(writes[0]).toContain('max-age=0');
    expect(readCookie(TOKEN_COOKIE)).toBeNull();
  });
});
