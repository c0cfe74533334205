import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { Link, useParams } from 'react-router-dom';
import { currentLocation, currentParams, renderWithProviders } from './render';

function Course() {
  const { slug } = useParams();
  const { data } = useQuery<string>({ queryKey: ['greeting'], enabled: false });
  return (
    <>
      <h1>{`${data} ${slug}`}</h1>
      <Link to="/courses/next?lesson=2">Next</Link>
    </>
  );
}

test('renders under a route pattern with seeded data, and tells where the screen navigated', async () => {
  const { user } = renderWithProviders(<Course />, {
    route: '/courses/logic',
    path: '/courses/:slug',
    queryData: [[['greeting'], 'Hello']],
  });
  expect(screen.getByRole('heading', { name: 'Hello logic' })).toBeTruthy();
  expect(currentLocation()).toBe('/courses/logic');
  await user.click(screen.getByRole('link', { name: 'Next' }));
  expect(currentLocation()).toBe('/courses/next?lesson=2');
  expect(currentParams().get('lesson')).toBe('2');
});
