import type { z } from 'zod';

/** The fields a specs' entity names (src/shared/spec-entities.ts). */
export type SpecField<Entity extends z.ZodType> = keyof z.infer<Entity> & string;

/**
 * The fields of a client type that the specs' entity does not name: those a back-office may leave out, so a
 * reader of core completes them (issue 32). Derived from the one declaration of the entity, never listed again.
 */
export type Unnamed<Client, Entity extends z.ZodType> = Exclude<keyof Client, SpecField<Entity>>;

/** A client type as a back-office may answer it: the fields the specs name, the others perhaps absent. */
export type Answered<Client, Entity extends z.ZodType> = Omit<Client, Unnamed<Client, Entity>> & { [Field in Unnamed<Client, Entity>]?: Client[Field] };
