import type { AppCommand } from '@shared/contract';

export interface CommandHandler {
  run(): void;
  /** Read when the command comes: false while there is nothing to do (nothing to save, a save running). */
  enabled(): boolean;
}

/**
 * Who answers each command of the menu and its shortcuts (Ctrl+K, Ctrl+S, Ctrl+,): a stack per command, the
 * last registered on top. Only the top one is asked: a form dialog opened over an organise page takes Ctrl+S
 * from it, and while that dialog cannot save, the page beneath is not saved in its place.
 */
export class CommandRegistry {
  private readonly stacks = new Map<AppCommand, CommandHandler[]>();

  /** Answers the function that takes the handler off again. */
  register(command: AppCommand, handler: CommandHandler): () => void {
    const stack = this.stacks.get(command) ?? [];
    this.stacks.set(command, [...stack, handler]);
    return () => this.stacks.set(command, (this.stacks.get(command) ?? []).filter((h) => h !== handler));
  }

  /** Runs the top handler of the command when it is enabled; true when it ran. */
  run(command: AppCommand): boolean {
    const top = this.stacks.get(command)?.at(-1);
    if (!top?.enabled()) return false;
    top.run();
    return true;
  }
}
