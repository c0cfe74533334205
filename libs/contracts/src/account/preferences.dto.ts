import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, ValidateIf } from 'class-validator';
import { THEMES, type Preferences, type PreferencesChanges, type Theme } from './preferences.js';

/** PATCH /api/user/preferences. `null` is not "omitted": it fails like any other wrong value. */
export class UpdatePreferencesDto implements PreferencesChanges {
  @ApiPropertyOptional({ enum: THEMES })
  @ValidateIf((_dto, value) => value !== undefined)
  @IsIn(THEMES, { message: `theme must be one of: ${THEMES.join(', ')}.` })
  theme?: Theme;

  @ApiPropertyOptional()
  @ValidateIf((_dto, value) => value !== undefined)
  @IsBoolean({ message: 'reducedMotion must be true or false.' })
  reducedMotion?: boolean;
}

export class PreferencesDto implements Preferences {
  @ApiProperty({ enum: THEMES, example: 'system' })
  theme!: Theme;

  @ApiProperty()
  reducedMotion!: boolean;
}
