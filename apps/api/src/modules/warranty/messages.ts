import { formatRupees, paiseToRupees, SUPPORT_SENTENCE } from '@carseva/shared';

const timeInWords = (at: Date) =>
  at.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', hour12: true });

export const WARRANTY_MESSAGES = {
  notCompleted: 'You can claim the warranty once the service is completed.',
  notOnOrder: 'Please choose services of this order.',
  over: (service: string, until: string) => `The warranty on ${service} ended on ${until}. ${SUPPORT_SENTENCE}`,
  inProgress: 'This order already has a warranty claim in progress. You can follow it on this page.',
  notFound: 'Warranty claim not found.',
  answered: 'This claim has already been answered.',
  tooEarly: (answerBy: Date) => `The garage has until ${timeInWords(answerBy)} to answer. If it has not answered by then, you can ask CarSeva to decide.`,
  notEscalable: 'This claim cannot be sent to CarSeva now: it has been answered or is already with CarSeva.',
  changed: 'This claim has just changed. Please look at it again.',
  visitNotNeeded: 'Not needed: the warranty claim was answered meanwhile',
  decided: 'This claim has already been decided.',
  notEscalated: 'CarSeva decides a claim once the customer asks it to, after the garage declines or misses its deadline.',
  nothingToGive: 'Nothing is left to give back for this order: what was paid for it has been given back already (or nothing was paid).',
  overCap: (maxPaise: number) =>
    `At most ${formatRupees(paiseToRupees(maxPaise))} can be given back for this order: what was paid for it, less what was given back already.`,
  noOnlinePayment:
    'This order has no online payment that can take this refund (it was paid in cash, or refunded once already). Please refund it to CarSeva Money.',
} as const;
