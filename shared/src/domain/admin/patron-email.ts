/** A basic address check (data-dictionary §2: «RFC 5322 basic»): one @, no spaces, a dot in the domain. */
export const PATRON_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
