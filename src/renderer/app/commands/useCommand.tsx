import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { AppCommand } from '@shared/contract';
import { useOnlineOnly } from '../../features/connectivity/useOnlineOnly';
import { CommandRegistry } from './command-registry';

const CommandRegistryContext = createContext<CommandRegistry | null>(null);

/** One registry per app tree (AppProviders): the menu and the shortcut keys run what it holds. */
export function CommandRegistryProvider({ children }: { children: ReactNode }) {
  const [registry] = useState(() => new CommandRegistry());
  return <CommandRegistryContext.Provider value={registry}>{children}</CommandRegistryContext.Provider>;
}

export function useCommandRegistry(): CommandRegistry {
  const registry = useContext(CommandRegistryContext);
  if (!registry) throw new Error('useCommandRegistry must be used inside a CommandRegistryProvider');
  return registry;
}

/**
 * Answers `command` for as long as the component is mounted, on top of whoever answered before. `run` and
 * `enabled` are read when the command comes, so a change of either does not move it down the stack.
 */
export function useCommand(command: AppCommand, run: () => void, enabled = true): void {
  const registry = useCommandRegistry();
  const latest = useRef({ run, enabled });
  useLayoutEffect(() => {
    latest.current = { run, enabled };
  });
  useEffect(
    () => registry.register(command, { run: () => latest.current.run(), enabled: () => latest.current.enabled }),
    [registry, command],
  );
}

/** Ctrl+S (and Fichier > Enregistrer) saves this form or tree while it is the last one shown; not while `enabled` is false. */
export function useSaveShortcut(save: () => void, enabled: boolean): void {
  useCommand('save', save, enabled);
}

/**
 * For a form saved by an online-only submit button outside it (`form={formId}`): Ctrl+S submits the form as
 * that button does, its validation first; not while it saves (`busy`) nor offline, when the button cannot.
 */
export function useFormSaveShortcut(formId: string, busy: boolean): void {
  const offline = useOnlineOnly().disabled;
  useSaveShortcut(() => submitForm(formId), !busy && !offline);
}

/**
 * useFormSaveShortcut as an element, for a form in a drawer that stays mounted while closed: rendered only
 * while it is open, so that the form takes Ctrl+S when it opens, on top of the page beneath.
 */
export function FormSaveShortcut({ formId, busy }: { formId: string; busy: boolean }) {
  useFormSaveShortcut(formId, busy);
  return null;
}

/** Submits the form of this id as a submit button naming it (`form={formId}`) does: its validation first. */
export function submitForm(formId: string): void {
  const form = document.getElementById(formId);
  if (form instanceof HTMLFormElement) form.requestSubmit();
}
