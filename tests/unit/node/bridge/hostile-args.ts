import type { z } from 'zod';
import { METHOD_NAMES, methods, type MethodName } from '../../../../src/shared/contract';

/**
 * Hostile arguments for every method of the contract, derived from its zod schemas: walk each tuple item
 * and build values that its schema (or the dispatcher's argument guard) must refuse — wrong types, strings
 * past their maximum, lists past theirs, missing and unknown keys, prototype keys, NUL, path traversal in
 * constrained strings, non-finite numbers, deep nesting. Nothing here names a method: a new method of the
 * contract is fuzzed as soon as it exists, and a schema kind the walk does not know fails the test.
 */

type Schema = z.core.$ZodType;
type CheckDef = Record<string, unknown>;

export interface HostileCase {
  label: string;
  args: unknown;
  /** False when JSON cannot carry the value (NaN, Date, bigint...): dispatcher only, not the HTTP transport. */
  json: boolean;
}

interface Candidate {
  label: string;
  value: unknown;
  json?: boolean;
}

/** Schema kinds met and not understood: the test fails on them, so a new kind is handled, not skipped. */
export const unsupported = new Set<string>();

const NO_SAMPLE = Symbol('no sample');
type Sample = unknown;

// ---------------------------------------------------------------------------------------------------------
// Reading schemas

function defOf(schema: Schema): z.core.$ZodTypes['_zod']['def'] {
  return (schema as z.core.$ZodTypes)._zod.def;
}

/** The checks of a schema as plain records (`max_length` with `maximum`, `string_format` with `pattern`...). */
function checksOf(schema: Schema): CheckDef[] {
  const def = defOf(schema) as unknown as CheckDef & { checks?: { _zod: { def: unknown } }[] };
  const own = typeof def['check'] === 'string' ? [def] : [];
  return [...own, ...(def.checks ?? []).map((c) => c._zod.def as CheckDef)];
}

function checkValue(schema: Schema, check: string, key: string): number | undefined {
  const found = checksOf(schema).find((c) => c['check'] === check);
  const value = found?.[key];
  return typeof value === 'number' ? value : undefined;
}

const accepts = (schema: Schema, value: unknown): boolean => {
  try {
    return (schema as z.ZodType).safeParse(value).success;
  } catch {
    return false;
  }
};

// ---------------------------------------------------------------------------------------------------------
// Valid samples, for the positions and fields that are not being fuzzed

/** The last two: a file name of a printed PDF, a picture as a data URL (a placard's page thumbnail). */
const STRING_CANDIDATES = ['a', 'fuzz/cle', '/api/periodical', 'https://aide.example/', 'Dupont', 'a@b.fr', '2025-01-31', 'planches.pdf', 'data:image/webp;base64,AAAA'];

function sample(schema: Schema): Sample | typeof NO_SAMPLE {
  const def = defOf(schema);
  const candidates: unknown[] = [];
  switch (def.type) {
    case 'string': {
      const min = checkValue(schema, 'min_length', 'minimum') ?? 0;
      // Digests (a referential's baseline: 32 hexadecimal digits) are zeros of their usual lengths.
      candidates.push(...STRING_CANDIDATES, 'a'.repeat(Math.max(min, 1)), ...[32, 40, 64].map((length) => '0'.repeat(length)));
      break;
    }
    case 'number': {
      // A bounded number (a year) is sampled at its lower bound.
      const low = checkValue(schema, 'greater_than', 'value');
      candidates.push(1, 0, 0.5, ...(low === undefined ? [] : [low, low + 1]));
      break;
    }
    case 'boolean':
      candidates.push(true);
      break;
    case 'enum':
      candidates.push(...Object.values(def.entries));
      break;
    case 'literal':
      candidates.push(...def.values);
      break;
    case 'optional':
    case 'default':
      return undefined;
    case 'nullable':
      candidates.push(sample(def.innerType), null);
      break;
    case 'pipe':
      // A refinement may sit on the pipe itself (an e-mail address): the inner sample, or a plain text.
      candidates.push(defOf(def.in).type === 'transform' ? sample(def.out) : sample(def.in), '', ...STRING_CANDIDATES);
      break;
    case 'lazy':
      candidates.push({});
      break;
    case 'array': {
      const min = checkValue(schema, 'min_length', 'minimum') ?? 0;
      if (min === 0) return [];
      const item = sample(def.element);
      if (item === NO_SAMPLE) return NO_SAMPLE;
      candidates.push(Array.from({ length: min }, () => item));
      break;
    }
    case 'tuple': {
      const items = def.items.map(sample);
      if (items.includes(NO_SAMPLE)) return NO_SAMPLE;
      candidates.push(items);
      break;
    }
    case 'object': {
      const required: Record<string, unknown> = {};
      const all: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape)) {
        const value = sample(field);
        if (value === NO_SAMPLE) return NO_SAMPLE;
        if (value !== undefined) all[key] = value;
        if (!accepts(field, undefined) && value !== undefined) required[key] = value;
      }
      candidates.push(required, all);
      break;
    }
    case 'union':
      candidates.push(...def.options.map(sample).filter((s) => s !== NO_SAMPLE));
      break;
    default:
      unsupported.add(def.type);
      return NO_SAMPLE;
  }
  // A null sample is a sample (a nullable date): found by index, not by `??`.
  const found = candidates.findIndex((c) => accepts(schema, c));
  return found === -1 ? NO_SAMPLE : candidates[found];
}

// ---------------------------------------------------------------------------------------------------------
// Hostile values

/** Strings that walk out of a folder or an origin: refused wherever a string has a format to keep. */
export const TRAVERSALS = [
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '/api/../../etc/passwd',
  '/api/%2e%2e/%2e%2e/realms/pupitre',
  'file:///etc/passwd',
  '\\\\evil.example\\partage\\x',
  '//evil.example/x',
  'C:\\Windows\\System32\\drivers\\etc\\hosts',
];
const CONTROLS = '\u0000\u0001\u0007\u001b[2J\u007f';

/** Strings far past a maximum are made once and shared (one may be tens of megabytes). */
const longStrings = new Map<number, string>();
const longString = (length: number): string => {
  let s = longStrings.get(length);
  if (s === undefined) longStrings.set(length, (s = 'x'.repeat(length)));
  return s;
};

/** A value nested `depth` levels deep (arrays), built without recursion. */
export function nested(depth: number): unknown {
  let value: unknown = 'fond';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}
const protoKey = (): unknown => JSON.parse('{"__proto__": {"pollue": true}}') as unknown;
/** A plain object with an own `__proto__` key (as JSON.parse makes it), over a valid object. */
const withKey = (base: unknown, json: string): unknown => ({ ...(base as object), ...(JSON.parse(json) as object) });

const WRONG_TYPES: Candidate[] = [
  { label: 'texte', value: 'texte' },
  { label: 'nombre', value: 42 },
  { label: 'booléen', value: true },
  { label: 'liste', value: [] },
  { label: 'objet', value: {} },
  { label: 'objet à clé __proto__', value: protoKey() },
  { label: 'Date', value: new Date(0), json: false },
  { label: 'Map', value: new Map([['a', 1]]), json: false },
  { label: 'bigint', value: 1n, json: false },
];

/** Wrong-type values that are not the schema's own type. */
function wrongTypes(own: 'string' | 'number' | 'boolean' | 'array' | 'object'): Candidate[] {
  const ownLabel = { string: 'texte', number: 'nombre', boolean: 'booléen', array: 'liste', object: 'objet' }[own];
  return WRONG_TYPES.filter((c) => c.label !== ownLabel && !(own === 'object' && c.label === 'objet à clé __proto__'));
}

interface Wrappers {
  undefinedOk: boolean;
  nullOk: boolean;
  /** Under z.preprocess: null and undefined may be turned into a valid value. */
  coerced: boolean;
}

function hostile(schema: Schema, w: Wrappers = { undefinedOk: false, nullOk: false, coerced: false }, where = ''): Candidate[] {
  const def = defOf(schema);
  const out: Candidate[] = [];
  const nullish = (): Candidate[] => [
    ...(w.undefinedOk || w.coerced ? [] : [{ label: 'undefined', value: undefined, json: false }]),
    ...(w.nullOk || w.coerced ? [] : [{ label: 'null', value: null }]),
  ];
  switch (def.type) {
    case 'optional':
    case 'default':
      return hostile(def.innerType, { ...w, undefinedOk: true }, where);
    case 'nullable':
      return hostile(def.innerType, { ...w, nullOk: true }, where);
    case 'pipe':
      // z.preprocess(fn, schema): the schema after fn; schema.transform(fn): the schema before fn.
      return defOf(def.in).type === 'transform' ? hostile(def.out, { ...w, coerced: true }, where) : hostile(def.in, w, where);
    case 'string': {
      const max = checkValue(schema, 'max_length', 'maximum');
      const min = checkValue(schema, 'min_length', 'minimum') ?? 0;
      const formatted = checksOf(schema).some((c) => c['check'] === 'string_format' || c['check'] === 'custom');
      out.push(...nullish(), ...wrongTypes('string'));
      if (max === undefined) unsupported.add(`${where} : texte sans maximum`);
      else out.push({ label: `texte de ${max + 1} caractères`, value: longString(max + 1) }, { label: 'texte trop long à caractères de contrôle', value: `${CONTROLS}${longString(max + 1)}` });
      if (min > 0) out.push({ label: 'texte vide', value: '' });
      out.push({ label: 'NUL et caractères de contrôle', value: `a${CONTROLS}b` }, { label: 'moitié de paire UTF-16', value: 'a\ud800b' });
      if (formatted) out.push(...TRAVERSALS.map((t) => ({ label: `chemin « ${t} »`, value: t })));
      return out;
    }
    case 'number': {
      out.push(...nullish(), ...wrongTypes('number'), { label: '"1" (texte)', value: '1' });
      out.push({ label: 'NaN', value: Number.NaN, json: false }, { label: 'Infinity', value: Number.POSITIVE_INFINITY, json: false }, { label: '-Infinity', value: Number.NEGATIVE_INFINITY, json: false });
      const integer = checksOf(schema).some((c) => c['check'] === 'number_format' && c['format'] === 'safeint');
      if (integer) out.push({ label: '1.5', value: 1.5 }, { label: '2^53 + 2', value: 2 ** 53 + 2 });
      const low = checksOf(schema).find((c) => c['check'] === 'greater_than');
      if (low && typeof low['value'] === 'number') out.push({ label: 'sous le minimum', value: low['inclusive'] === true ? low['value'] - 1 : low['value'] });
      const high = checksOf(schema).find((c) => c['check'] === 'less_than');
      if (high && typeof high['value'] === 'number') out.push({ label: 'au-dessus du maximum', value: high['inclusive'] === true ? high['value'] + 1 : high['value'] });
      return out;
    }
    case 'boolean':
      return [...nullish(), ...wrongTypes('boolean'), { label: '"true" (texte)', value: 'true' }, { label: '1', value: 1 }];
    case 'enum': {
      const first = String(Object.values(def.entries)[0]);
      return [
        ...nullish(),
        { label: 'valeur inconnue', value: 'INCONNU' },
        { label: 'valeur à espace', value: ` ${first}` },
        ...(first.toLowerCase() === first ? [] : [{ label: 'valeur en minuscules', value: first.toLowerCase() }]),
        ...wrongTypes('string').filter((c) => c.label !== 'texte'),
      ];
    }
    case 'literal':
      return [...nullish(), { label: 'autre littéral', value: 'inconnu' }, { label: 'nombre', value: 42 }];
    case 'lazy':
      // z.json(): any JSON value is valid; only what the argument guard refuses is hostile here.
      return [
        { label: `imbrication de 100 niveaux`, value: nested(100) },
        { label: 'objet à clé __proto__', value: protoKey() },
        { label: 'objet à clé constructor', value: JSON.parse('{"constructor": {"prototype": {"pollue": true}}}') as unknown },
        { label: 'NUL dans un texte', value: { texte: 'a\u0000b' } },
        { label: 'NaN', value: Number.NaN, json: false },
        { label: 'Date', value: new Date(0), json: false },
      ];
    case 'array': {
      const max = checkValue(schema, 'max_length', 'maximum');
      const min = checkValue(schema, 'min_length', 'minimum') ?? 0;
      const item = sample(def.element);
      out.push(...nullish(), ...wrongTypes('array'), { label: 'objet façon liste', value: { length: 1, 0: item === NO_SAMPLE ? 'a' : item } });
      if (max === undefined) unsupported.add(`${where} : liste sans maximum`);
      else if (item !== NO_SAMPLE) out.push({ label: `liste de ${max + 1} éléments`, value: Array.from({ length: max + 1 }, () => item) });
      out.push({ label: 'liste de 200 000 éléments', value: new Array<number>(200_000).fill(0) });
      if (min > 0) out.push({ label: 'liste vide', value: [] });
      for (const bad of hostile(def.element, undefined, `${where}[]`)) out.push({ ...bad, label: `élément ${bad.label}`, value: [bad.value] });
      return out;
    }
    case 'tuple': {
      const base = sample(schema);
      out.push(...nullish(), ...wrongTypes('array'));
      if (Array.isArray(base)) out.push(...arity(base, schema));
      return out;
    }
    case 'object': {
      const base = sample(schema);
      out.push(...nullish(), ...wrongTypes('object'));
      if (base === NO_SAMPLE) {
        unsupported.add(`${where} : objet sans exemple valide`);
        return out;
      }
      out.push(
        { label: 'clé __proto__', value: withKey(base, '{"__proto__": {"pollue": true}}') },
        { label: 'clé constructor', value: withKey(base, '{"constructor": {"prototype": {"pollue": true}}}') },
        { label: 'clé prototype', value: withKey(base, '{"prototype": {"pollue": true}}') },
      );
      if (def.catchall && defOf(def.catchall).type === 'never') out.push({ label: 'clé inconnue', value: { ...(base as object), inconnue: 1 } });
      for (const [key, field] of Object.entries(def.shape)) {
        if (!accepts(field, undefined)) {
          const { [key]: _dropped, ...without } = base as Record<string, unknown>;
          out.push({ label: `sans « ${key} »`, value: without });
        }
        for (const bad of hostile(field, undefined, `${where}.${key}`)) {
          out.push({ ...bad, label: `${key} : ${bad.label}`, value: { ...(base as object), [key]: bad.value } });
        }
      }
      return out;
    }
    case 'union': {
      const discriminator = (def as { discriminator?: unknown }).discriminator;
      out.push(...nullish(), { label: 'nombre', value: 42 }, { label: 'texte', value: 'texte' }, { label: 'liste', value: [] });
      if (typeof discriminator === 'string') out.push({ label: `${discriminator} inconnu`, value: { [discriminator]: 'inconnu' } });
      for (const option of def.options) out.push(...hostile(option, undefined, where).filter((c) => c.value !== null && c.value !== undefined && typeof c.value === 'object'));
      return out;
    }
    default:
      unsupported.add(`${where} : ${def.type}`);
      return out;
  }
}

/** Too few and too many items, for a valid list of arguments (one fewer is valid when the last is optional). */
function arity(base: unknown[], tuple: Schema): Candidate[] {
  const items = (defOf(tuple) as { items?: readonly Schema[] }).items ?? [];
  const last = items.at(-1);
  const lastOptional = last !== undefined && accepts(last, undefined);
  return [
    ...(base.length > 0 && !lastOptional ? [{ label: 'un argument de moins', value: base.slice(0, -1) }] : []),
    { label: 'un argument de plus', value: [...base, 'en trop'] },
    { label: 'mille arguments de plus', value: [...base, ...new Array<number>(1000).fill(0)] },
  ];
}

// ---------------------------------------------------------------------------------------------------------
// Per method

/** A valid list of arguments for each method (checked against its schema by the test), or null. */
export function validArgs(name: MethodName): unknown[] | null {
  const s = sample(methods[name].args);
  return Array.isArray(s) ? s : null;
}

/** Every hostile call of one method: the arguments as a whole, then each position with the others valid. */
export function hostileCases(name: MethodName): HostileCase[] {
  const tuple = methods[name].args;
  const base = validArgs(name);
  const cases: Candidate[] = [
    { label: 'arguments absents', value: undefined, json: false },
    { label: 'arguments null', value: null },
    { label: 'arguments en objet', value: { 0: base?.[0] ?? 'a' } },
    { label: 'arguments en texte', value: 'a' },
    { label: 'arguments en nombre', value: 1 },
    { label: 'arguments imbriqués sur 100 000 niveaux', value: [nested(100_000)], json: false },
    { label: 'arguments imbriqués sur 1 000 niveaux', value: [nested(1000)] },
    ...(base ? arity(base, tuple) : []),
  ];
  if (base) {
    (tuple.def.items as readonly Schema[]).forEach((item, i) => {
      for (const bad of hostile(item, undefined, `${name}#${i}`)) cases.push({ ...bad, label: `#${i} ${bad.label}`, value: base.map((v, j) => (j === i ? bad.value : v)) });
    });
  }
  return cases.map((c) => ({ label: c.label, args: c.value, json: c.json !== false }));
}

/** Names that are not methods of the contract, some close to one. */
export const UNKNOWN_NAMES = ['', 'fs.readFile', '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'app.getConfig ', 'APP.GETCONFIG', 'app.getConfig\u0000', '../app.getConfig', 'x'.repeat(10_000)];

export const ALL_METHODS: readonly MethodName[] = METHOD_NAMES;
