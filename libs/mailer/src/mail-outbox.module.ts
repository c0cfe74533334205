import { Module, type DynamicModule } from '@nestjs/common';
import { MAIL_OUTBOX_OPTIONS, Outbox, type MailOutboxOptions } from './outbox.js';

/** Gives a service the `Outbox`; the service also registers `OutboxMailEntity` and creates the table. */
@Module({})
export class MailOutboxModule {
  static forRoot(options: MailOutboxOptions): DynamicModule {
    return {
      module: MailOutboxModule,
      global: true,
      providers: [{ provide: MAIL_OUTBOX_OPTIONS, useValue: options }, Outbox],
      exports: [Outbox],
    };
  }
}
