/** The OpenAPI security scheme of the release API's deploy tokens. */
export const DEPLOY_TOKEN_SECURITY = 'deployToken';
