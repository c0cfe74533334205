import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';
import type { ImportKindReport, ImportPartReport, ImportSummary } from './transfer.js';

export class ImportKindReportDto implements ImportKindReport {
  @ApiProperty({ example: 'essays' })
  kind!: string;

  @ApiProperty({ type: 'integer', minimum: 0 })
  created!: number;

  @ApiProperty({ type: 'integer', minimum: 0 })
  updated!: number;

  @ApiProperty({ type: 'integer', minimum: 0 })
  unchanged!: number;
}

export class ImportPartReportDto implements ImportPartReport {
  @ApiProperty({ example: 'content' })
  part!: string;

  @ApiProperty({ type: () => [ImportKindReportDto] })
  kinds!: ImportKindReportDto[];
}

export class ImportSummaryDto implements ImportSummary {
  @ApiProperty({ description: 'False when the archive was only checked.' })
  applied!: boolean;

  @ApiProperty({ type: () => [ImportPartReportDto] })
  parts!: ImportPartReportDto[];
}

/** `?dryRun=true` checks the archive and reports what would change, writing nothing. */
export class ImportQueryDto {
  @ApiPropertyOptional({ type: 'boolean', default: false })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'dryRun must be true or false.' })
  dryRun?: boolean;
}
