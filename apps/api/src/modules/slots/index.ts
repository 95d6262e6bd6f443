/** The slots module's public face: what other modules and the composition root may use. */
export { DATE_OUT_OF_RANGE, slotsService, type SlotsService, type SlotTemplateRow } from './service';
export { slotsRoutes } from './routes';
export { seedSlotTemplates } from './seed';
