/** The app-link module's public face: "Get App Link" texts the installable app's address to a number. */
export { APP_LINK_ERRORS, APP_LINK_MESSAGE, appLinkService, type AppLinkService } from './service';
export { appLinkRoutes } from './routes';
