import { formatRupees, paiseToRupees } from '@carseva/shared';
import { say, sayDate, SUPPORT_CONTACT } from '../../lib/i18n';

export const WARRANTY_MESSAGES = {
  notCompleted: say('errors.warranty.notCompleted'),
  notOnOrder: say('errors.warranty.notOnOrder'),
  over: (service: string, until: string) => say('errors.warranty.over', { service, until: sayDate(until, 'date'), ...SUPPORT_CONTACT }),
  inProgress: say('errors.warranty.inProgress'),
  notFound: say('errors.warranty.notFound'),
  answered: say('errors.warranty.answered'),
  tooEarly: (answerBy: Date) => say('errors.warranty.tooEarly', { when: sayDate(answerBy, 'time') }),
  notEscalable: say('errors.warranty.notEscalable'),
  changed: say('errors.warranty.changed'),
  visitNotNeeded: 'Not needed: the warranty claim was answered meanwhile',
  decided: say('errors.warranty.decided'),
  notEscalated: 'CarSeva decides a claim once the customer asks it to, after the garage declines or misses its deadline.',
  nothingToGive: 'Nothing is left to give back for this order: what was paid for it has been given back already (or nothing was paid).',
  overCap: (maxPaise: number) =>
    `At most ${formatRupees(paiseToRupees(maxPaise))} can be given back for this order: what was paid for it, less what was given back already.`,
  noOnlinePayment:
    'This order has no online payment that can take this refund (it was paid in cash, or refunded once already). Please refund it to CarSeva Money.',
} as const;
