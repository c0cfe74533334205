import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsString,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import type { RemoteName } from '../federation/remote-modules.js';
import { IsSafeText } from '../safe-text.dto.js';
import {
  CANARY_PERCENT_MAX,
  CANARY_PERCENT_MIN,
  DEPLOY_TOKEN_NAME_MAX,
  HEALTH_REPORT_MAX_VIEWS,
  REMOTE_NAMES,
  type CanaryShare,
  type CreatedDeployToken,
  type DeployToken,
  type DeployTokenRequest,
  type PreflightReport,
  type PreflightRequest,
  type ReleaseHealth,
  type ReleaseRequest,
  type ReleaseStatus,
  type ReleasesOverview,
  type RemoteHealthCount,
  type RemoteHealthReport,
  type RemoteRelease,
  type RemoteReleaseState,
  type RollbackRule,
} from './releases.js';

const MANIFEST_URL_MAX = 2_000;
const RELEASE_STATUSES: ReleaseStatus[] = ['stable', 'canary', 'retired', 'withdrawn'];
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A remote's name, one of the shell's remotes. */
function IsRemoteName(): PropertyDecorator {
  return IsIn(REMOTE_NAMES, { message: `remote must be one of: ${REMOTE_NAMES.join(', ')}.` });
}

export class PreflightRequestDto implements PreflightRequest {
  @ApiProperty({ enum: REMOTE_NAMES, example: 'games' })
  @IsRemoteName()
  remote!: RemoteName;

  @ApiProperty({
    description: 'Where the build’s mf-manifest.json is: a path of this site or an http(s) URL.',
    example: 'https://cdn.example.org/games/2026-11-30.1/mf-manifest.json',
    maxLength: MANIFEST_URL_MAX,
  })
  @Transform(trimmed)
  @IsString({ message: 'manifestUrl must be text.' })
  @MaxLength(MANIFEST_URL_MAX, { message: `manifestUrl must be at most ${MANIFEST_URL_MAX} characters.` })
  @Matches(/^(https?:\/\/[^\s]+|\/[^\s/][^\s]*)\/mf-manifest\.json(\?[^\s]*)?$/, {
    message: 'manifestUrl must be the address of an mf-manifest.json: a path of this site or an http(s) URL.',
  })
  @IsSafeText()
  manifestUrl!: string;
}

export class ReleaseRequestDto extends PreflightRequestDto implements ReleaseRequest {
  @ApiProperty({
    type: 'integer',
    minimum: CANARY_PERCENT_MIN,
    maximum: CANARY_PERCENT_MAX,
    description: 'The share of visitors who get the canary, in percent.',
  })
  @IsInt({ message: 'percent must be a whole number.' })
  @Min(CANARY_PERCENT_MIN, { message: `percent must be ${CANARY_PERCENT_MIN} to ${CANARY_PERCENT_MAX}.` })
  @Max(CANARY_PERCENT_MAX, { message: `percent must be ${CANARY_PERCENT_MIN} to ${CANARY_PERCENT_MAX}.` })
  percent!: number;
}

export class CanaryShareDto implements CanaryShare {
  @ApiProperty({ type: 'integer', minimum: CANARY_PERCENT_MIN, maximum: CANARY_PERCENT_MAX })
  @IsInt({ message: 'percent must be a whole number.' })
  @Min(CANARY_PERCENT_MIN, { message: `percent must be ${CANARY_PERCENT_MIN} to ${CANARY_PERCENT_MAX}.` })
  @Max(CANARY_PERCENT_MAX, { message: `percent must be ${CANARY_PERCENT_MIN} to ${CANARY_PERCENT_MAX}.` })
  percent!: number;
}

export class RemoteHealthCountDto implements RemoteHealthCount {
  @ApiProperty({ enum: REMOTE_NAMES })
  @IsRemoteName()
  remote!: RemoteName;

  @ApiProperty({ maxLength: MANIFEST_URL_MAX })
  @IsString({ message: 'manifestUrl must be text.' })
  @MaxLength(MANIFEST_URL_MAX, { message: `manifestUrl must be at most ${MANIFEST_URL_MAX} characters.` })
  @IsSafeText()
  manifestUrl!: string;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: HEALTH_REPORT_MAX_VIEWS })
  @IsInt({ message: 'views must be a whole number.' })
  @Min(0, { message: `views must be 0 to ${HEALTH_REPORT_MAX_VIEWS}.` })
  @Max(HEALTH_REPORT_MAX_VIEWS, { message: `views must be 0 to ${HEALTH_REPORT_MAX_VIEWS}.` })
  views!: number;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: HEALTH_REPORT_MAX_VIEWS })
  @IsInt({ message: 'errors must be a whole number.' })
  @Min(0, { message: `errors must be 0 to ${HEALTH_REPORT_MAX_VIEWS}.` })
  @Max(HEALTH_REPORT_MAX_VIEWS, { message: `errors must be 0 to ${HEALTH_REPORT_MAX_VIEWS}.` })
  errors!: number;
}

export class RemoteHealthReportDto implements RemoteHealthReport {
  @ApiProperty({ type: [RemoteHealthCountDto], maxItems: REMOTE_NAMES.length * 2 })
  @IsArray({ message: 'counts must be a list.' })
  @ArrayMaxSize(REMOTE_NAMES.length * 2, { message: `counts may list at most ${REMOTE_NAMES.length * 2} versions.` })
  @ValidateNested({ each: true })
  @Type(() => RemoteHealthCountDto)
  counts!: RemoteHealthCountDto[];
}

export class DeployTokenRequestDto implements DeployTokenRequest {
  @ApiProperty({ enum: REMOTE_NAMES })
  @IsRemoteName()
  remote!: RemoteName;

  @ApiProperty({ example: 'games CI', minLength: 1, maxLength: DEPLOY_TOKEN_NAME_MAX })
  @Transform(trimmed)
  @IsString({ message: 'name must be text.' })
  @Length(1, DEPLOY_TOKEN_NAME_MAX, { message: `name must be 1 to ${DEPLOY_TOKEN_NAME_MAX} characters.` })
  @IsSafeText()
  name!: string;
}

export class RemoteReleaseDto implements RemoteRelease {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty({ enum: REMOTE_NAMES }) remote!: RemoteName;
  @ApiProperty() manifestUrl!: string;
  @ApiProperty({ description: 'A fingerprint of the manifest’s text.' }) buildId!: string;
  @ApiProperty({ example: '0.1.0' }) version!: string;
  @ApiProperty({ type: String, nullable: true }) commit!: string | null;
  @ApiProperty({ example: 'games CI' }) releasedBy!: string;
  @ApiProperty({ format: 'date-time' }) releasedAt!: string;
  @ApiProperty({ enum: RELEASE_STATUSES }) status!: ReleaseStatus;
  @ApiProperty({ type: String, nullable: true }) note!: string | null;
}

export class ReleaseHealthDto implements ReleaseHealth {
  @ApiProperty({ type: 'integer' }) views!: number;
  @ApiProperty({ type: 'integer' }) errors!: number;
}

class CanaryDto {
  @ApiProperty({ type: RemoteReleaseDto }) release!: RemoteReleaseDto;
  @ApiProperty({ type: 'integer' }) percent!: number;
  @ApiProperty({ format: 'date-time' }) since!: string;
}

class HealthPairDto {
  @ApiProperty({ type: ReleaseHealthDto }) stable!: ReleaseHealthDto;
  @ApiProperty({ type: ReleaseHealthDto, nullable: true }) canary!: ReleaseHealthDto | null;
}

export class RemoteReleaseStateDto implements RemoteReleaseState {
  @ApiProperty({ enum: REMOTE_NAMES }) remote!: RemoteName;
  @ApiProperty({ type: RemoteReleaseDto }) stable!: RemoteReleaseDto;
  @ApiProperty({ type: CanaryDto, nullable: true }) canary!: CanaryDto | null;
  @ApiProperty({ type: HealthPairDto }) health!: HealthPairDto;
  @ApiProperty({ type: [RemoteReleaseDto] }) history!: RemoteReleaseDto[];
}

export class RollbackRuleDto implements RollbackRule {
  @ApiProperty({ type: 'integer' }) minViews!: number;
  @ApiProperty() marginPoints!: number;
  @ApiProperty() minZ!: number;
}

export class ReleasesOverviewDto implements ReleasesOverview {
  @ApiProperty({ type: [RemoteReleaseStateDto] }) remotes!: RemoteReleaseStateDto[];
  @ApiProperty({ type: RollbackRuleDto }) rule!: RollbackRuleDto;
}

export class PreflightReportDto implements PreflightReport {
  @ApiProperty() ok!: boolean;
  @ApiProperty({ type: [String] }) reasons!: string[];
  @ApiPropertyOptional({ type: String, nullable: true }) version!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) buildId!: string | null;
}

export class DeployTokenDto implements DeployToken {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty({ enum: REMOTE_NAMES }) remote!: RemoteName;
  @ApiProperty() name!: string;
  @ApiProperty() createdBy!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastUsedAt!: string | null;
}

export class CreatedDeployTokenDto extends DeployTokenDto implements CreatedDeployToken {
  @ApiProperty({ description: 'Shown this once: only its hash is kept.' }) token!: string;
}
