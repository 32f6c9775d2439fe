import { methods, type AppConfig, type MethodName } from '../../shared/contract';
import { fileSource } from '../../shared/schemas';
import { assertSourceAllowed } from '../uploads/source-policy';

/** Each method's argument positions that take a file source, read from the contract itself. */
const FILE_SOURCE_POSITIONS = new Map<MethodName, number[]>(
  (Object.keys(methods) as MethodName[]).map((name) => [
    name,
    methods[name].args.def.items.flatMap((item, i) => (item === fileSource ? [i] : [])),
  ]),
);

/**
 * What a host may not pass whatever the schema says: a file path from anywhere but the desktop app. Applied
 * by the dispatcher to every method taking a file source (a new one is covered without a word here), after
 * validation and before its handler runs. Throws BridgeError('INVALID_ARGUMENT').
 */
export function assertAllowedForHost(name: MethodName, args: readonly unknown[], host: AppConfig['host']): void {
  for (const i of FILE_SOURCE_POSITIONS.get(name) ?? []) {
    const parsed = fileSource.safeParse(args[i]);
    if (parsed.success) assertSourceAllowed(parsed.data, host);
  }
}
