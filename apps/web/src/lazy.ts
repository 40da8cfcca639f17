import { type ComponentType, createElement, type FunctionComponent, lazy, useEffect } from 'react';

/** Spec 01 §9: a lazy screen that has not loaded after 120 s fails like a missing chunk. */
export const LAZY_TIMEOUT_MS = 120_000;

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Loading chunk ${what} failed (timeout)`)), LAZY_TIMEOUT_MS);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** A lazily loaded screen; `preload()` fetches its chunk ahead of time, `siblings` load once it shows. */
export type LazyScreen = FunctionComponent & { preload: () => Promise<void>; siblings: LazyScreen[] };

/**
 * React.lazy for a module's named export, so every screen is its own chunk. Once the chunk is in,
 * the screen renders at once (no suspense), so a preloaded screen never flashes a spinner.
 */
export function lazyNamed<M extends Record<string, unknown>, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  let loaded: ComponentType | null = null;
  let pending: Promise<void> | null = null;
  const preload = () => {
    pending ??= withTimeout(load(), name).then(
      (module) => {
        loaded = module[name] as ComponentType;
      },
      (error: unknown) => {
        pending = null; // let a later visit try again
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType };
  });
  const Screen: LazyScreen = Object.assign(
    (props: object) => {
      useEffect(() => {
        for (const sibling of Screen.siblings) sibling.preload().catch(() => undefined);
      }, []);
      return createElement(loaded ?? Lazy, props);
    },
    { preload, siblings: [] as LazyScreen[], displayName: `Lazy(${name})` },
  );
  return Screen;
}

/** A resource's screens; opening any of them starts loading the others (list ↔ create/edit). */
export function lazyResource(screens: { list: LazyScreen; create?: LazyScreen; edit?: LazyScreen }) {
  const all = [screens.list, screens.create, screens.edit].filter((s): s is LazyScreen => Boolean(s));
  for (const screen of all) screen.siblings = all.filter((s) => s !== screen);
  return screens;
}
