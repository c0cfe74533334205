export interface LoginCredentials {
  /** The username or the account's email. */
  username: string;
  password: string;
}

export interface RegistrationData {
  name: string;
  username: string;
  email: string;
  password: string;
}
