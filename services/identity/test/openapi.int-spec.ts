import { undocumentedRoutes } from '@site/service-kit/testing/openapi';
import { AppModule } from '../src/app.module.js';
import { identityConfig } from '../src/config.js';

it('describes every route the identity service registers in its OpenAPI document', async () => {
  const routes = await undocumentedRoutes('identity', (env) => {
    const config = identityConfig(env);
    return [AppModule.register(config), config];
  });
  expect(routes).toEqual([]);
});
