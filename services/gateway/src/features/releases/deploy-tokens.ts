import { createHash, randomBytes } from 'node:crypto';
import { Injectable, NotFoundException } from '@nestjs/common';
import { RELEASE_MESSAGES, type CreatedDeployToken, type DeployToken, type RemoteName } from '@site/contracts';
import { DataSource } from 'typeorm';

/** Tokens carry this prefix, so a leaked one is recognisable (and searchable) as this site's. */
const TOKEN_PREFIX = 'sdt_';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

interface TokenRow {
  id: number;
  remote: RemoteName;
  name: string;
  created_by: string;
  created_at: Date;
  last_used_at: Date | null;
}

const toToken = (row: TokenRow): DeployToken => ({
  id: row.id,
  remote: row.remote,
  name: row.name,
  createdBy: row.created_by,
  createdAt: new Date(row.created_at).toISOString(),
  lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
});

/**
 * Deploy tokens: one team's CI may release its own remote with one. Only a SHA-256 of each is kept (a token is 32
 * random bytes, so no slow hash is needed against guessing); it is shown once, when made, and revoking deletes it.
 */
@Injectable()
export class DeployTokens {
  constructor(private readonly dataSource: DataSource) {}

  async list(): Promise<DeployToken[]> {
    const rows = await this.dataSource.query<TokenRow[]>(
      `SELECT id, remote, name, created_by, created_at, last_used_at FROM gateway.deploy_tokens ORDER BY remote, id`,
    );
    return rows.map(toToken);
  }

  async create(remote: RemoteName, name: string, createdBy: string): Promise<CreatedDeployToken> {
    const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const [row] = await this.dataSource.query<TokenRow[]>(
      `INSERT INTO gateway.deploy_tokens (remote, name, token_hash, created_by) VALUES ($1, $2, $3, $4)
       RETURNING id, remote, name, created_by, created_at, last_used_at`,
      [remote, name, hashOf(token), createdBy],
    );
    return { ...toToken(row), token };
  }

  async revoke(id: number): Promise<void> {
    const [, deleted] = await this.dataSource.query<[unknown, number]>(
      `DELETE FROM gateway.deploy_tokens WHERE id = $1`,
      [id],
    );
    if (deleted === 0) throw new NotFoundException(RELEASE_MESSAGES.unknownToken);
  }

  /** The token's record when it is one of ours, noting its use; null otherwise. */
  async verify(token: string): Promise<DeployToken | null> {
    if (!token.startsWith(TOKEN_PREFIX) || token.length > 200) return null;
    // An UPDATE answers its rows and their count.
    const [rows] = await this.dataSource.query<[TokenRow[], number]>(
      `UPDATE gateway.deploy_tokens SET last_used_at = now() WHERE token_hash = $1
       RETURNING id, remote, name, created_by, created_at, last_used_at`,
      [hashOf(token)],
    );
    return rows[0] ? toToken(rows[0]) : null;
  }
}
