import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A page module loaded on first render (its own chunk). */
export type PageModule = { default: ComponentType };

export const page = (load: () => Promise<PageModule>): LazyExoticComponent<ComponentType> => lazy(load);
