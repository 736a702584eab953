export * from './campos-seudonimizados';
