import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar } from './Avatar';
import { initials } from './initials';

describe('initials', () => {
  test.each([
    ['Ada Lovelace', 'AL'],
    ['plato', 'P'],
    ['jean paul sartre', 'JP'],
    ['  Simone   de Beauvoir ', 'SD'],
    ['émile durkheim', 'ÉD'],
    ['', ''],
  ])('%s gives %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe('Avatar', () => {
  test('shows the initials when there is no picture, named for screen readers', () => {
    render(<Avatar name="Ada Lovelace" size="xl" />);
    const avatar = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(avatar.textContent).toBe('AL');
    expect(avatar.className).toContain('ui-avatar--xl');
  });

  test('shows the picture, and the initials again when it fails to load', () => {
    const { container } = render(<Avatar name="Ada Lovelace" src="/ada.png" />);
    const image = container.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/ada.png');
    fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Ada Lovelace' }).textContent).toBe('AL');
  });

  test('a decorative avatar is hidden from assistive technology', () => {
    const { container } = render(<Avatar name="Ada Lovelace" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});
