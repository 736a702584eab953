import { expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordActionsCell } from './record-actions-cell';

function renderRow(active: boolean, calls: string[]) {
  render(
    <table>
      <tbody>
        <tr>
          <RecordActionsCell
            recordLabel="HUVR"
            active={active}
            deactivateIcon={<span>×</span>}
            onEdit={() => calls.push('editar')}
            onDeactivate={() => calls.push('desactivar')}
          />
        </tr>
      </tbody>
    </table>,
  );
}

test('an active record can be edited and deactivated', async () => {
  const calls: string[] = [];
  renderRow(true, calls);

  await userEvent.click(screen.getByRole('button', { name: 'Editar HUVR' }));
  await userEvent.click(screen.getByRole('button', { name: 'Desactivar HUVR' }));

  expect(calls).toEqual(['editar', 'desactivar']);
});

test('an inactive record can only be edited', () => {
  renderRow(false, []);

  expect(screen.getByRole('button', { name: 'Editar HUVR' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Desactivar HUVR' })).toBeNull();
});
