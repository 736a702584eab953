/** `/leucemiaAutenticacion`: signing in. */
export { autenticacionRoutes as autenticacionModule } from './login-routes';
