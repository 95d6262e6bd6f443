/** The map module's public face: the tile settings the web app asks for, and stand-in tiles offline. */
export { mapRoutes } from './routes';
export { mapSettingsOf, tileImageSource, OSM_TILES, type MapConfig } from './settings';
