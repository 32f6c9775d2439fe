import { createStore } from 'jotai';

/** The one jotai store of the app (atoms live beside their features; tests create their own store). */
export const store = createStore();
export type Store = typeof store;
