import { afterAll, afterEach, beforeEach } from 'vitest';
import { disposeFakeElectron, resetFakeElectron } from '../../support/fake-electron';
import { stopStartedApps } from './harness';

// Every test starts from an Electron that has not started: no handler, no window, a fresh profile.
beforeEach(() => resetFakeElectron());
afterEach(() => stopStartedApps());
afterAll(() => disposeFakeElectron());
