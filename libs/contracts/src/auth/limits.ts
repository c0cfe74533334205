export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
