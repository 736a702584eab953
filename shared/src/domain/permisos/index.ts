export * from './alcance-rol';
