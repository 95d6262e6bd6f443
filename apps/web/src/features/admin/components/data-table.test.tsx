import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { type Column, DataTable } from './data-table';

type Row = { id: number; name: string };
const columns: Column<Row>[] = [
  { header: 'Name', sort: 'name', cell: (r) => r.name },
  { header: 'Id', cell: (r) => r.id },
];
const base = {
  caption: 'Garages',
  columns,
  rowKey: (r: Row) => r.id,
  isPending: false,
  error: null,
  onRetry: vi.fn(),
  empty: 'No garage matches these filters.',
  onPage: vi.fn(),
};

describe('admin data table', () => {
  it('sorts on the server through header buttons that say their order', async () => {
    const onSort = vi.fn();
    render(
      <DataTable
        {...base}
        rows={[{ id: 1, name: 'Aravali Auto Works' }]}
        meta={{ current_page: 1, total_pages: 3, total: 41 }}
        sort={{ key: 'name', order: 'asc', onSort }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Garages' });
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(table).getByRole('button', { name: /Name/ }));
    expect(onSort).toHaveBeenCalledWith('name', 'desc');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(base.onPage).toHaveBeenCalledWith(2);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('says when nothing matches, and when the server refuses a non-admin', async () => {
    const { rerender } = render(<DataTable {...base} rows={[]} />);
    expect(screen.getByText('No garage matches these filters.')).toBeInTheDocument();
    rerender(<DataTable {...base} rows={undefined} error={new ApiError(403, 'FORBIDDEN', 'This page is for CarSeva admins only.')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This page is for CarSeva admins only.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(base.onRetry).toHaveBeenCalled();
  });
});
