import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';

/** PostgreSQL's integer holds nine digits safely. */
const ID = /^[1-9]\d{0,8}$/;

/**
 * A row's id from the path: a positive whole number PostgreSQL's integer holds, or a 400 naming what it is the
 * id of ("The image's id must be a positive whole number.").
 */
export const idPipe = (of: string): PipeTransform<string, number> => ({
  transform(value: string): number {
    if (!ID.test(value)) throw new BadRequestException(`The ${of}'s id must be a positive whole number.`);
    return Number(value);
  },
});

/** A row named in the path by its numeric id or by its slug. */
export type IdOrSlug = { id: number } | { slug: string };

/**
 * An admin address's `:id`, which takes either (the editors' addresses do): digits alone are an id, else a slug of
 * the given pattern and length, else a 400 naming what it is the id of.
 */
export const idOrSlugPipe = (of: string, slug: RegExp, slugMax: number): PipeTransform<string, IdOrSlug> => ({
  transform(value: string): IdOrSlug {
    if (ID.test(value)) return { id: Number(value) };
    if (value.length <= slugMax && slug.test(value)) return { slug: value };
    throw new BadRequestException(`Name the ${of} by its id (a positive whole number) or its slug.`);
  },
});

/** The `:id` of a route that takes an id or a slug, as the OpenAPI document describes it. */
export const ApiIdOrSlug = (of: string, example: string) =>
  ApiParam({ name: 'id', description: `The ${of}'s numeric id or its slug.`, example });
