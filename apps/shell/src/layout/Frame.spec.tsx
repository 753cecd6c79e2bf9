import { fakeResponse } from '../../../../tools/test/polyfills';
import { FakeWebSocket } from '../../../../tools/test/fake-websocket';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ChatProvider } from '@inhala/ui';
import { renderWithShell } from '../test-utils';
import { Frame } from './Frame';

function mountAt(path: string) {
  window.localStorage.clear();
  FakeWebSocket.install();
  global.fetch = jest.fn(async () => fakeResponse(200, 'null'));
  renderWithShell(
    <ChatProvider>
      <Routes>
        <Route element={<Frame />}>
          <Route path="*" element={<p>Página</p>} />
        </Route>
      </Routes>
    </ChatProvider>,
    path,
  );
}

describe('Frame', () => {
  it.each(['/form', '/ritual-form', '/form/'])(
    'should show %s without header, sidebar or bottom navigation',
    async (path) => {
      mountAt(path);
      expect(await screen.findByText('Página')).toBeInTheDocument();
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    },
  );

  it('should show the other pages inside the header and the navigation', async () => {
    mountAt('/ritual');
    expect(await screen.findByText('Página')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navegación inferior' })).toBeInTheDocument();
  });
});
