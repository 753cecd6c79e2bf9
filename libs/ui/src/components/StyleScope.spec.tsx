import '../../../../tools/test/lazy-ui';
import { render, screen } from '@testing-library/react';
import { Modal } from './Modal';
import { StyleScope } from './StyleScope';

function Dialog() {
  return (
    <Modal open onOpenChange={() => undefined} title="Eliminar página">
      <p>¿Seguro?</p>
    </Modal>
  );
}

describe('StyleScope', () => {
  it('should mark what a remote renders with its scope, without a box of its own', () => {
    render(
      <StyleScope name="admin">
        <h1>Administración</h1>
      </StyleScope>,
    );
    const scope = screen.getByRole('heading', { name: 'Administración' }).parentElement;
    expect(scope).toHaveAttribute('data-style-scope', 'admin');
    expect(scope).toHaveStyle({ display: 'contents' });
  });

  it("should keep a remote's dialog in its scope though the portal puts it on <body>", async () => {
    render(
      <StyleScope name="practice">
        <Dialog />
      </StyleScope>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar página' });
    expect(dialog).toHaveAttribute('data-style-scope', 'practice');
    expect(dialog.closest('[data-style-scope]')).toBe(dialog);
  });

  it('should leave a dialog outside any scope unmarked (the shell styles it)', async () => {
    render(<Dialog />);
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar página' });
    expect(dialog).not.toHaveAttribute('data-style-scope');
  });
});
