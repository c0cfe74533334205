import { ApiProperty } from '@nestjs/swagger';

/** An answer that only tells what happened. */
export class MessageDto {
  @ApiProperty({ example: 'You have been successfully logged out.' })
  message!: string;
}
