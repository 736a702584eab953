// The domain's pseudonymisation (data-dictionary §2.3, §8).
export { CAMPOS_SEUDONIMIZADOS, esSoloLectura, seudonimizarCampo, valorSeudonimizado } from './campos-seudonimizados';
