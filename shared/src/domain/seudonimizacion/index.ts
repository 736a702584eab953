export { CAMPOS_SEUDONIMIZADOS, esSoloLectura, seudonimizarCampo, valorSeudonimizado } from './campos-seudonimizados';
