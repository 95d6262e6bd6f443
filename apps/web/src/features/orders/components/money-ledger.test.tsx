import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MoneyLedger } from './money-ledger';

const none = { online: 0, cash: 0, wallet: 0 };

describe('MoneyLedger', () => {
  it('names each way money came in when there was more than one, and what went back', () => {
    render(
      <dl>
        <MoneyLedger money={{ received: { online: 3456, cash: 5900, wallet: 0 }, returned: none }} />
      </dl>,
    );
    expect(screen.getByTestId('money-ledger').textContent).toBe('Received ₹3,456 online, ₹5,900 in cash at the garage.');
  });

  it('shows returns by the way the money came', () => {
    render(
      <dl>
        <MoneyLedger money={{ received: { online: 800, cash: 0, wallet: 200 }, returned: { online: 800, cash: 0, wallet: 200 } }} />
      </dl>,
    );
    expect(screen.getByTestId('money-ledger').textContent).toBe(
      'Received ₹800 online, ₹200 with CarSeva Money; returned ₹800 online, ₹200 with CarSeva Money.',
    );
  });

  it('says nothing extra for a single payment, or when the server sent no ledger', () => {
    const { container } = render(
      <dl>
        <MoneyLedger money={{ received: { ...none, online: 999 }, returned: none }} />
        <MoneyLedger money={undefined} />
      </dl>,
    );
    expect(container.querySelector('[data-testid="money-ledger"]')).toBeNull();
  });
});
