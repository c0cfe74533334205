import { createHmac } from 'node:crypto';

/** A keyed hash of the sender's IP address: enough to count their messages, useless to anyone reading the table. */
export const senderKey = (ip: string, secret: string) => createHmac('sha256', secret).update(ip).digest('hex');
