import { apiRequest } from '@site/api-client';
import type { RegisterResult } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import type { RegistrationData } from '../session-types';

/** POST /api/register: the signed-in user, or word that the email must be verified first. */
export const registerMutation = () =>
  mutationOptions<RegisterResult, Error, RegistrationData>({
    mutationKey: ['session', 'register'],
    mutationFn: (data) => apiRequest<RegisterResult>('POST', '/api/register', data),
  });
