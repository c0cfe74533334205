import { Catch, Logger, type ArgumentsHost, type HttpServer, type INestApplication } from '@nestjs/common';
import { BaseExceptionFilter, HttpAdapterHost } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { currentRequestId } from './observability/request-context.js';
import { describeServerError, serverErrorAnswer, type ServerErrorAnswer } from './server-error-answer.js';

const logger = new Logger('errors');

function logAnswered(error: unknown, answer: ServerErrorAnswer): void {
  if (answer.statusCode === 503) logger.warn(`database unavailable: ${describeServerError(error)}`);
  else logger.error(describeServerError(error), error instanceof Error ? error.stack : undefined);
}

/**
 * Every error a handler, guard, pipe or hook throws: a database that is down answers 503 with a message, any
 * other unexpected error a plain 500 with the request id and nothing else (the detail goes to the log), and
 * errors meant for the caller (a 4xx, a deliberate 503) are left to Nest unchanged.
 */
@Catch()
export class ErrorAnswersFilter extends BaseExceptionFilter {
  constructor(private readonly server: HttpServer) {
    super(server);
  }

  override catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return super.catch(exception, host);
    const request = host.switchToHttp().getRequest<FastifyRequest | undefined>();
    const answer = serverErrorAnswer(exception, String(request?.id ?? currentRequestId() ?? ''));
    if (!answer) return super.catch(exception, host);
    logAnswered(exception, answer);
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (this.server.isHeadersSent(reply)) this.server.end(reply);
    else this.server.reply(reply, answer.body, answer.statusCode);
  }
}

/**
 * The same answers for routes a Fastify plugin registered before Nest set its error handler (the gateway's
 * proxy, files and pages): Fastify keeps the handler a route had when it was registered, and its default
 * sends an error's code and message as they are. Errors meant for the caller go on to that handler.
 */
function answerPluginRoutes(app: INestApplication): void {
  const fastify = (app as NestFastifyApplication).getHttpAdapter().getInstance();
  fastify.addHook('onRoute', (route) => {
    route.errorHandler ??= (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const answer = serverErrorAnswer(error, String(request.id));
      if (!answer) throw error;
      logAnswered(error, answer);
      return reply.code(answer.statusCode).send(answer.body);
    };
  });
}

/** Applies `ErrorAnswersFilter` to an app before any of its routes is registered. */
export function answerErrorsPlainly(app: INestApplication): void {
  answerPluginRoutes(app);
  app.useGlobalFilters(new ErrorAnswersFilter(app.get(HttpAdapterHost).httpAdapter));
}
