import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';
import { Card } from './Card';
import { FormAlert } from './FormAlert';
import { Skeleton } from './Skeleton';
import { Spinner } from './Spinner';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';

test('Button is a typed button with variant and size classes that passes native props', async () => {
  const onClick = jest.fn();
  render(
    <Button variant="danger" size="sm" onClick={onClick} aria-describedby="hint">
      Delete
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Delete' });
  expect(button.getAttribute('type')).toBe('button');
  expect(button.className).toBe('ui-button ui-button--danger ui-button--sm');
  expect(button.getAttribute('aria-describedby')).toBe('hint');
  await userEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
});

test('Spinner is a status with its label', () => {
  render(<Spinner label="Loading your account" />);
  expect(screen.getByRole('status', { name: 'Loading your account' }).textContent).toBe('Loading your account');
});

test('Skeleton keeps the given size and is hidden from assistive technology', () => {
  const { container } = render(<Skeleton width={120} height="2rem" className="row" />);
  const block = container.firstElementChild as HTMLElement;
  expect(block.style.width).toBe('120px');
  expect(block.style.height).toBe('2rem');
  expect(block.getAttribute('aria-hidden')).toBe('true');
  expect(block.className).toBe('ui-skeleton row');
});

test('Card renders as the element asked for', () => {
  render(<Card as="article">Text</Card>);
  expect(screen.getByRole('article').className).toBe('ui-card');
});

test('TextField ties its label, hint and error to the input', () => {
  render(<TextField label="Username" hint="3 to 32 characters" error="Username is required." />);
  const input = screen.getByRole('textbox', { name: 'Username' });
  expect(input.getAttribute('aria-invalid')).toBe('true');
  const described = (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);
  expect(described).toEqual(['3 to 32 characters', 'Username is required.']);
});

test('TextAreaField ties its label and hint to the text area, and is valid without an error', () => {
  render(<TextAreaField label="Message" hint="At most 5,000 characters." rows={8} />);
  const area = screen.getByRole('textbox', { name: 'Message' });
  expect(area.tagName).toBe('TEXTAREA');
  expect(area.className).toBe('ui-field__input');
  expect(area.getAttribute('aria-invalid')).toBeNull();
  expect(document.getElementById(area.getAttribute('aria-describedby')!)?.textContent).toBe(
    'At most 5,000 characters.',
  );
});

test('FormAlert reads out a message and draws nothing without one', () => {
  const { rerender } = render(<FormAlert message={null} />);
  expect(screen.queryByRole('alert')).toBeNull();
  rerender(<FormAlert message="Too many messages." />);
  expect(screen.getByRole('alert').textContent).toBe('Too many messages.');
});
