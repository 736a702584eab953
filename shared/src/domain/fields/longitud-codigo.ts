/** Catalogue codes (and role, state and quality-item codes) are short upper-case identifiers; 40 leaves room for every catalogue of the dictionary. */
export const CODE_LENGTH = 40;
