import { undocumentedRoutes } from '@site/service-kit/testing/openapi';
import { AppModule } from '../src/app.module.js';
import { contentConfig } from '../src/config.js';

it('describes every route the content service registers in its OpenAPI document', async () => {
  const routes = await undocumentedRoutes('content', (env) => {
    const config = contentConfig(env);
    return [AppModule.register(config), config];
  });
  expect(routes).toEqual([]);
});
