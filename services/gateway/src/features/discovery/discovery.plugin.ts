import { sendPublicFile, SITEMAP_CONTENT_TYPE, sitemapIndexXml } from '@site/service-kit';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../../config.js';
import { SITEMAP_FILES } from '../proxy/service-routes.js';
import { robotsTxt } from './robots-txt.js';

/**
 * `/sitemap.xml`, the index of the sitemaps the services write (from the gateway's route table, so a
 * service's new sitemap is listed once it is routed), and `/robots.txt` naming it.
 */
export async function discoveryPlugin(fastify: FastifyInstance, { config }: { config: GatewayConfig }) {
  const index = sitemapIndexXml(SITEMAP_FILES.map((path) => ({ loc: `${config.siteUrl}${path}` })));
  const robots = robotsTxt(config.siteUrl);

  fastify.get('/sitemap.xml', (request, reply) =>
    sendPublicFile(request, reply, { body: index, contentType: SITEMAP_CONTENT_TYPE }),
  );
  fastify.get('/robots.txt', (request, reply) =>
    sendPublicFile(request, reply, { body: robots, contentType: 'text/plain; charset=utf-8' }),
  );
}
