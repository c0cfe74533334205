import { undocumentedRoutes } from '@site/service-kit/testing/openapi';
import { AppModule } from '../src/app.module.js';
import { learnConfig } from '../src/config.js';

it('describes every route the learn service registers in its OpenAPI document', async () => {
  const routes = await undocumentedRoutes('learn', (env) => {
    const config = learnConfig(env);
    return [AppModule.register(config), config];
  });
  expect(routes).toEqual([]);
});
