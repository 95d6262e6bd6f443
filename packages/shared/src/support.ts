/** How customers reach CarSeva's support: the site shows it, and the API names it where only support can help. */
export const SUPPORT = {
  helpline: '1800-102-7382',
  helplineHref: 'tel:18001027382',
  email: 'support@carseva.in',
} as const;

/** One sentence pointing to the helpline and the support address. */
export const SUPPORT_SENTENCE = `Call us on ${SUPPORT.helpline} or write to ${SUPPORT.email} and we will help.`;
