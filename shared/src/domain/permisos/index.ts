export { ALCANCE_POR_ROL, ambitoDeRol, rolTieneFacultad, ROLES_POR_FACULTAD, type Ambito, type Facultad } from './alcance-rol';
