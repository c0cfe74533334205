import { render, screen } from '@testing-library/react';
import { Toast, ToastAction, ToastClose, ToastDescription, ToastTitle, ToastViewport } from './Toast';

test('the viewport is a labelled region announcing the F8 hotkey', () => {
  render(<ToastViewport />);
  const region = screen.getByRole('region', { name: 'Notifications (F8)' });
  expect(region.getAttribute('tabindex')).toBe('-1');
});

test('a default toast is a polite status, a destructive one an alert', () => {
  render(
    <ToastViewport>
      <Toast>
        <ToastTitle>Saved</ToastTitle>
        <ToastDescription>Your changes are safe.</ToastDescription>
        <ToastAction>Undo</ToastAction>
        <ToastClose />
      </Toast>
      <Toast variant="destructive">
        <ToastTitle>Login failed</ToastTitle>
      </Toast>
      <Toast variant="warning">
        <ToastTitle>Slow connection</ToastTitle>
      </Toast>
    </ToastViewport>,
  );
  const statuses = screen.getAllByRole('status');
  expect(statuses).toHaveLength(2);
  expect(statuses[0].textContent).toContain('Your changes are safe.');
  expect(statuses[1].className).toContain('ui-toast--warning');
  expect(screen.getByRole('alert').textContent).toBe('Login failed');
  expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy();
});
