/**
 * The desktop shell's extras (issue 14): deep links, the native menu's commands, the log file and updates.
 * Their methods and events are declared here and nowhere else.
 */
export const desktopMethods = {} as const;

export const desktopEvents = {} as const;
