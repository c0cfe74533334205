import { undocumentedRoutes } from '@site/service-kit/testing/openapi';
import { AppModule } from '../src/app.module.js';
import { audienceConfig } from '../src/config.js';

it('describes every route the audience service registers in its OpenAPI document', async () => {
  const routes = await undocumentedRoutes('audience', (env) => {
    const config = audienceConfig(env);
    return [AppModule.register(config), config];
  });
  expect(routes).toEqual([]);
});
