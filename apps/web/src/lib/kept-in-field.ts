/**
 * Shows in a filtered field exactly what was kept of what was typed, and returns it. The app's renderer
 * (Preact, ADR 0023) leaves a controlled field's text alone when its state does not change, so a
 * rejected letter would otherwise stay on screen.
 */
export function keptInField(field: HTMLInputElement, kept: string): string {
  if (field.value !== kept) field.value = kept;
  return kept;
}
