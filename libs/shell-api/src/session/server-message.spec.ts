import { ApiError, TimeoutError } from '@site/api-client';
import { serverMessage } from './server-message';

test('takes the message field of a JSON body', () => {
  const error = new ApiError(
    401,
    '{"message":"Invalid username or password"}',
    '401: {"message":"Invalid username or password"}',
  );
  expect(serverMessage(error)).toBe('Invalid username or password');
});

test('joins a list of field messages', () => {
  const body =
    '{"message":["Enter a valid email address.","Password must be at least 8 characters."],"error":"Bad Request"}';
  expect(serverMessage(new ApiError(400, body, `400: ${body}`))).toBe(
    'Enter a valid email address. Password must be at least 8 characters.',
  );
});

test('uses a plain-text body as it is', () => {
  expect(serverMessage(new ApiError(429, 'Too many attempts', '429: Too many attempts'))).toBe('Too many attempts');
});

test('falls back to the error message for network failures and time-outs', () => {
  expect(serverMessage(new ApiError(0, '', 'Failed to fetch'))).toBe('Failed to fetch');
  expect(serverMessage(new TimeoutError(15000))).toBe(
    'Request timed out after 15000ms. Please check your connection and try again.',
  );
  expect(serverMessage('boom')).toBe('boom');
});
