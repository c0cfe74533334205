import type { ChildProcess } from 'node:child_process';

export type AppName = 'identity' | 'content' | 'learn' | 'audience' | 'render' | 'gateway';
export type Ports = Record<AppName, number>;

export const ROOT: string;
export const DEFAULT_PORTS: Ports;
export function portsFromEnv(env?: NodeJS.ProcessEnv): Ports;

export interface Stack {
  ports: Ports;
  children: ChildProcess[];
  stop(): Promise<void>;
}

export function startStack(options?: {
  apps?: AppName[];
  ports?: Partial<Ports>;
  env?: Record<string, string>;
  output?: 'inherit' | 'ignore' | ((app: AppName, line: string) => void);
  timeoutMs?: number;
}): Promise<Stack>;
