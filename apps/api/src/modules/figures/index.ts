/** The figures module's public face: the service in figures for the public pages, counted from the other modules' data. */
export { figuresService, type FiguresService } from './service';
export { figuresRoutes } from './routes';
