/**
 * A shared answer type with the extensions the reference server always gives: the shared types mark them
 * optional, since the specs' §3 do not name them and the client reads a back-office that may omit them.
 */
export type Served<T, K extends keyof T> = T & { [P in K]-?: Exclude<T[P], undefined> };
